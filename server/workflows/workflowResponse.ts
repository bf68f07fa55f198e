import { eq } from 'drizzle-orm';
import type { TSessionUser } from '../auth/sessionUser';
import type { TContext } from '../context';
import { autoblogArticles, type TAutoblogArticleRow } from '../db/schema/autoblog';
import { userKeys } from '../db/schema/userKeys';
import type { TWorkflowRow } from '../db/schema/workflows';
import { MODEL_NAMES } from '@core/api/generate';
import { isModelName } from '../ai/modelConfig';
import { noModelNotice } from '../ai/noModelNotice';
import { loadUserEntitlements } from '../flags/userEntitlements';
import { noticeReaderOf } from '../generation/noticeReader';
import { presentWorkflow } from '../presenters/workflow';

/** What works without a model, named where writing says it needs one. */
export const WITHOUT_MODEL = 'Research, headline patterns, an outline from your sources’ headings and fact sheets work without one.';

/** The article writing a workflow's draft (its run has one), if it was started. */
export async function draftArticleOf(ctx: Pick<TContext, 'db'>, row: TWorkflowRow): Promise<TAutoblogArticleRow | null> {
  if (!row.autoblogRunId) return null;
  const [article] = await ctx.db.select().from(autoblogArticles).where(eq(autoblogArticles.runId, row.autoblogRunId)).limit(1);
  return article ?? null;
}

/**
 * Why the workflow's model cannot write the draft for this person, or null: the model it names (else
 * the person's default workflow model) runs on the offline engine here and they have no key of their
 * own. Another model that is connected is named, so the writer knows what to pick.
 */
async function noModelReason(ctx: TContext, user: TSessionUser, row: TWorkflowRow): Promise<string | null> {
  const entitlements = row.modelName ? null : await loadUserEntitlements(ctx, user.id, { teamMode: Boolean(row.teamId) });
  const name = row.modelName ?? entitlements?.defaultModels.workflow ?? 'azure-gpt';
  if (isModelName(name) && ctx.ai.models.engineFor(name).engine === 'model') return null;
  const [key] = await ctx.db.select({ userId: userKeys.userId }).from(userKeys).where(eq(userKeys.userId, user.id)).limit(1);
  if (key) return null;
  return otherModelReason(ctx, name) ?? noModelNotice('write the draft', await noticeReaderOf(ctx, user), WITHOUT_MODEL);
}

/** When `name` runs offline but other models are connected: which to pick instead (else null). */
export function otherModelReason(ctx: Pick<TContext, 'ai'>, name: string): string | null {
  const connected = MODEL_NAMES.filter((model) => ctx.ai.models.engineFor(model).engine === 'model');
  if (!connected.length) return null;
  return `The model ${name} is not connected on this site, so it cannot write the draft. Pick ${connected.length === 1 ? connected[0] : `one of ${connected.join(', ')}`} for this workflow.`;
}

/** The `{ workflow }` every workflow endpoint answers. */
export async function workflowResponse(ctx: TContext, row: TWorkflowRow, user: TSessionUser) {
  const [article, noModel] = await Promise.all([draftArticleOf(ctx, row), noModelReason(ctx, user, row)]);
  return { workflow: presentWorkflow(row, user, { article, noModel }) };
}
