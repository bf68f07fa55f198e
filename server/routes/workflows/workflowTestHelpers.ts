import { eq } from 'drizzle-orm';
import type { TResearchState, TWorkflow } from '@core/api/workflows';
import type { TApp, TContext } from '../../context';
import { workflows } from '../../db/schema';
import type { TTestUser } from '../../test/factories';

/** Tests only: a workflow request as the user (body or query carry their unique_id). */
export function workflowCall(app: TApp, user: TTestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload: Record<string, unknown> = {}) {
  const withId = method === 'GET' || method === 'DELETE' ? `${url}${url.includes('?') ? '&' : '?'}unique_id=${user.unique_id}` : url;
  return app.inject({ method, url: withId, headers: { cookie: user.cookie }, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { unique_id: user.unique_id, ...payload } }) });
}

/** Tests only: a new workflow in the user's first project. */
export async function newWorkflow(app: TApp, user: TTestUser): Promise<TWorkflow> {
  const response = await workflowCall(app, user, 'POST', '/api/workflows', { project_id: user.projects[0]!._id });
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return response.json<{ workflow: TWorkflow }>().workflow;
}

/** Tests only: polls a workflow until `done` says so. */
export async function waitForWorkflow(app: TApp, user: TTestUser, id: string, done: (workflow: TWorkflow) => boolean, timeoutMs = 30_000): Promise<TWorkflow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await workflowCall(app, user, 'GET', `/api/workflows/${id}`);
    if (response.statusCode !== 200) throw new Error(`workflow ${id}: ${response.statusCode} ${response.body}`);
    const workflow = response.json<{ workflow: TWorkflow }>().workflow;
    if (done(workflow)) return workflow;
    if (Date.now() > deadline) throw new Error(`workflow still working: ${JSON.stringify({ research: workflow.research.job, write: workflow.write.job })}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Tests only: stores what a finished research found (as the research job would), for the write step's tests. */
export async function setResearchFound(ctx: TContext, id: string, found: Partial<TResearchState>): Promise<void> {
  const [row] = await ctx.db.select({ research: workflows.research }).from(workflows).where(eq(workflows.id, id));
  await ctx.db.update(workflows).set({ research: { ...row!.research, ...found, job: { status: 'ready', progress: 100, step: 'Done', error: null } } }).where(eq(workflows.id, id));
}
