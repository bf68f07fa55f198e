import { eq } from 'drizzle-orm';
import type { TSessionUser } from '../auth/sessionUser';
import type { TContext } from '../context';
import { autoblogArticles, type TAutoblogArticleRow } from '../db/schema/autoblog';
import { userKeys } from '../db/schema/userKeys';
import type { TWorkflowRow } from '../db/schema/workflows';
import { noModelNotice } from '../ai/noModelNotice';
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

/** Why nothing can write the draft for this person (no model here and no key of their own), or null. */
async function noModelReason(ctx: TContext, user: TSessionUser): Promise<string | null> {
  if (ctx.ai.models.anyModelConfigured) return null;
  const [key] = await ctx.db.select({ userId: userKeys.userId }).from(userKeys).where(eq(userKeys.userId, user.id)).limit(1);
  if (key) return null;
  return noModelNotice('write the draft', await noticeReaderOf(ctx, user), WITHOUT_MODEL);
}

/** The `{ workflow }` every workflow endpoint answers. */
export async function workflowResponse(ctx: TContext, row: TWorkflowRow, user: TSessionUser) {
  const [article, noModel] = await Promise.all([draftArticleOf(ctx, row), noModelReason(ctx, user)]);
  return { workflow: presentWorkflow(row, user, { article, noModel }) };
}
