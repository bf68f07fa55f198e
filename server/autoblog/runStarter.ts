import { and, count, eq, inArray } from 'drizzle-orm';
import { ZAutoblogSettings, type TAutoblogRunInput } from '@core/api/autoblog';
import { ERRORS } from '@core/errors';
import { noModelNotice } from '../ai/noModelNotice';
import type { TSessionUser } from '../auth/sessionUser';
import type { TContext } from '../context';
import { autoblogArticles, autoblogRuns, type TAutoblogRunRow } from '../db/schema/autoblog';
import { badRequest, HttpError, notFound } from '../errors';
import { loadUserEntitlements } from '../flags/userEntitlements';
import { passGenerationGate } from '../generation/generationGate';
import { noticeReaderOf } from '../generation/noticeReader';
import { teamModeOf } from '../policies';
import { enqueueArticle } from '../queues/autoblogJobs';
import { featureRunsLeft } from '../queries/featureRunsLeft';
import { loadCreditPool, toBalance } from '../queries/creditBalance';
import { articleCredits, articlesAffordable } from '@core/credits/articleEstimate';
import { ACTIVE_STATUSES } from './autoblogStore';
import { keywordRowsOf } from './keywordList';
import { selectedAssetIds } from './selectedAssets';

/** What working without a model can do instead (the step-by-step workflow, issue 19's second part). */
const OFFLINE_INSTEAD = 'Research and an outline from your sources’ headings work in the step-by-step workflow without one.';

/** Runs a pool can pay for now: its runs left, less the articles of this person still being written. */
export async function affordableArticles(ctx: Pick<TContext, 'db'>, userId: string, teamId: string | null): Promise<number> {
  const left = await featureRunsLeft(ctx.db, { userId, teamId }, 'autoblog_workflow');
  const [active] = await ctx.db.select({ value: count() }).from(autoblogArticles).where(and(eq(autoblogArticles.userId, userId), inArray(autoblogArticles.status, ACTIVE_STATUSES)));
  return Math.max(0, left - (active?.value ?? 0));
}

/**
 * Refuses a run the pool's credits cannot pay for by the estimate (an article's length and its
 * extras, 100 words a credit), saying how many articles they can pay for. Credits are charged per
 * finished article for the words really written; the estimate only keeps a run from pausing at once.
 */
async function assertCreditsFor(ctx: Pick<TContext, 'db'>, target: { userId: string; teamId: string | null }, articles: number, length: number): Promise<void> {
  const { pool, row } = await loadCreditPool(ctx.db, target);
  const left = toBalance(pool, row).credits_left;
  const affordable = articlesAffordable(left, length);
  if (affordable >= articles) return;
  const words = length.toLocaleString('en-US');
  const message =
    affordable === 0
      ? `An article of ${words} words needs about ${articleCredits(length)} credits and you have ${left} left. Buy more credits, or write shorter articles.`
      : `This run needs about ${articleCredits(length)} credits per article of ${words} words and you have ${left} left, enough for ${affordable}. Start it with ${affordable} keyword${affordable === 1 ? '' : 's'} or fewer, or buy more credits.`;
  throw new HttpError('credits_exhausted', message);
}

/**
 * Starts a run: the keywords read (empty, over the cap or broken rows refused with a message), the
 * gate passed with the user's default workflow model (project, mode, model, credits, fair usage),
 * a run without a model refused (it could not write, and charges nothing), the assets checked, and
 * enough autoblog_workflow runs and (by the estimate) credits for every article (else 429 saying how
 * many it can do); then one queued job per article. Credits are charged per finished article.
 */
export async function startAutoblogRun(ctx: TContext, sessionUser: TSessionUser | null, body: TAutoblogRunInput): Promise<TAutoblogRunRow> {
  const rows = keywordRowsOf(body);
  const settings = ZAutoblogSettings.parse(body.settings ?? {});
  const teamMode = Boolean(sessionUser && teamModeOf(sessionUser, body.team_id));
  const entitlements = sessionUser ? await loadUserEntitlements(ctx, sessionUser.id, { teamMode }) : null;
  const model = body.model ?? entitlements?.defaultModels.workflow ?? undefined;
  const pass = await passGenerationGate(ctx, sessionUser, { uniqueId: body.unique_id, teamId: body.team_id, mode: settings.mode, model, projectId: body.project_id });
  if (!pass.projectId || !entitlements) throw notFound('That project does not exist.');
  if (pass.engine.engine !== 'model') throw badRequest(noModelNotice('write AutoBlog articles', await noticeReaderOf(ctx, pass.user), OFFLINE_INSTEAD), 'model');
  const assetIds = await selectedAssetIds(ctx.db, pass.projectId, body.asset_ids, entitlements.selectionLimits);
  const affordable = await affordableArticles(ctx, pass.user.id, pass.teamId);
  if (affordable < rows.length) {
    const message = affordable === 0 ? ERRORS.runs_exhausted.message : `This run needs ${rows.length} AutoBlog runs and you can do ${affordable} now. Start it with ${affordable} keyword${affordable === 1 ? '' : 's'} or fewer, or buy more runs.`;
    throw new HttpError('runs_exhausted', message);
  }
  if (pass.chargesCredits) await assertCreditsFor(ctx, { userId: pass.user.id, teamId: pass.teamId }, rows.length, settings.length);
  const notices = settings.mode === 'serp' && !ctx.ai.webSearch ? ['No web search is configured (SEARXNG_URL or BRAVE_SEARCH_API_KEY), so the research comes from the assets only.'] : [];
  const { run, articles } = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(autoblogRuns)
      .values({ userId: pass.user.id, teamId: pass.teamId, projectId: pass.projectId, template: body.template, settings, assetIds, modelName: pass.engine.name, modelLabel: pass.engine.label, chargesCredits: pass.chargesCredits, notices, notifyEmail: body.notify_email ?? false, webhookUrl: body.webhook_url || null })
      .returning();
    const queued = await tx
      .insert(autoblogArticles)
      .values(rows.map((row, position) => ({ runId: created!.id, userId: pass.user.id, position, keyword: row.keyword, title: row.title, notes: row.notes })))
      .returning({ id: autoblogArticles.id, userId: autoblogArticles.userId });
    return { run: created!, articles: queued };
  });
  for (const article of articles) await enqueueArticle(ctx.jobs, article);
  return run;
}
