import { eq } from 'drizzle-orm';
import type { TAutoblogRun } from '@core/api/autoblog';
import type { TApp, TContext } from '../../context';
import { users } from '../../db/schema';
import type { TTestUser } from '../../test/factories';
import { autoblogCallKey } from '../../test/fakeProviders/autoblogAnswers';
import { promptText, type TFakeProvider } from '../../test/fakeProviders/openaiCompatible';

/** Tests only: starts a run for the user; the raw response. */
export const startRun = (app: TApp, user: TTestUser, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/autoblog/runs', headers: { cookie: user.cookie }, payload: { unique_id: user.unique_id, project_id: user.projects[0]!._id, ...payload } });

/** Tests only: polls a run until no article is queued or being written. */
export async function waitForRun(app: TApp, user: TTestUser, runId: string, timeoutMs = 30_000): Promise<TAutoblogRun> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/api/autoblog/runs/${runId}?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } });
    if (response.statusCode !== 200) throw new Error(`run ${runId}: ${response.statusCode} ${response.body}`);
    const run = response.json<{ run: TAutoblogRun }>().run;
    if (run.counts.active === 0) return run;
    if (Date.now() > deadline) throw new Error(`run still working: ${JSON.stringify(run.articles.map((a) => [a.keyword, a.status, a.step]))}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Tests only: sets a user's autoblog_workflow runs (plan runs; no purchased ones). */
export async function setAutoblogRuns(ctx: TContext, user: TTestUser, runs: number): Promise<void> {
  await ctx.db.update(users).set({ featureRuns: { autoblog_workflow: runs, content_optimization: 0 }, additionalRuns: { autoblog_workflow: 0, content_optimization: 0 } }).where(eq(users.id, user.unique_id));
}

/** Tests only: a user's pool left with exactly this many credits. */
export async function setCreditsLeft(ctx: TContext, user: TTestUser, left: number): Promise<void> {
  await ctx.db.update(users).set({ creditLimit: 1_000, additionalCredits: 0, creditsUsed: 1_000 - left }).where(eq(users.id, user.unique_id));
}

export async function userPool(ctx: TContext, user: TTestUser) {
  const [row] = await ctx.db.select({ runs: users.featureRuns, used: users.creditsUsed }).from(users).where(eq(users.id, user.unique_id));
  return { runs: row!.runs.autoblog_workflow, creditsUsed: row!.used };
}

/**
 * Tests only: the AutoBlog model calls the fake answered to the end, by task, keyword and section —
 * a step asked twice (paid twice) shows as a count above 1.
 */
export function finishedCalls(fake: TFakeProvider): Map<string, number> {
  const calls = new Map<string, number>();
  for (const request of fake.requests) {
    const key = autoblogCallKey(promptText(request.body));
    if (!key || !request.finished || request.closedEarly) continue;
    calls.set(key, (calls.get(key) ?? 0) + 1);
  }
  return calls;
}
