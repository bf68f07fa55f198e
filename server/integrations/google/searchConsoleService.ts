import { eq } from 'drizzle-orm';
import { PUBLISH_TARGET_LABELS, type TSearchConsoleSite } from '@core/api/integrations';
import { fallingMinClicks, FALLING_RULE, SEARCH_CONSOLE_TOP_ROWS, type TSearchConsoleReport, type TSearchConsoleSites } from '@core/api/searchConsole';
import { WORKFLOW_LIMITS } from '@core/api/workflows';
import { buildResearchContext } from '@core/workflows/researchContext';
import { fallingPages, pageBelongsToSite, reportRanges } from '@core/searchConsole/searchConsoleReport';
import { searchConsoleClient, type TSearchAnalyticsRow } from '../../../integrations/google/searchConsoleClient';
import { IntegrationError } from '../../../integrations/transport';
import type { TSessionUser } from '../../auth/sessionUser';
import type { TContext } from '../../context';
import { integrations, type TIntegrationRow } from '../../db/schema/integrations';
import { badRequest, conflict, HttpError } from '../../errors';
import { addTextAsset } from '../../retrieval/addTextAsset';
import { parseRobots } from '../../retrieval/robots';
import { pageFailureReason, readCompetitorPage, type TReadPage } from '../../seo/pageReader';
import { researchPageReaderDeps } from '../../workflows/research/pageReaderDeps';
import { openNewWorkflow } from '../../workflows/workflowCreator';
import { patchWorkflow } from '../../workflows/workflowPatcher';
import { changeWorkflow } from '../../workflows/workflowStore';
import { assertAvailable, integrationAccess } from '../integrationAccess';
import { integrationFailure } from '../integrationFailure';
import { logIntegration } from '../integrationLogger';
import { findIntegration, markIntegrationBroken } from '../integrationStore';
import { freshConnection } from '../oauth/freshConnection';

const TARGET = 'googlesearchconsole' as const;
const LABEL = PUBLISH_TARGET_LABELS[TARGET];
/** Rows asked of Google for the falling pages (both periods): enough pages for a large blog. */
const PAGE_ROWS_FOR_FALLING = 5_000;
/** A refreshed article's queries: the period they come from, and how many become research keywords. */
const REFRESH_QUERY_DAYS = 28;
const REFRESH_QUERIES = 10;
/** A page read for a refresh gets this long (the person waits for it). */
const REFRESH_READ_TIMEOUT_MS = 20_000;
const REFRESH_NOTICE = `The keywords are the page's top queries in Google Search over the last ${REFRESH_QUERY_DAYS} days. Starting the research replaces them with what it finds.`;

type TSearchConsoleSession = { row: TIntegrationRow; accessToken: string; sites: TSearchConsoleSite[]; email: string };

const clientOf = (ctx: TContext) => searchConsoleClient(ctx.env.GOOGLE_API_URL);

/**
 * A failure of a call to Google, as the answer of the page's call: a refused sign-in marks the
 * integration disconnected (spec §4, as a publish does) and answers 409 saying to reconnect; other
 * refusals 422 with Google's message, silence 502.
 */
async function failureOf(ctx: TContext, user: TSessionUser, row: TIntegrationRow, error: unknown): Promise<unknown> {
  if (!(error instanceof IntegrationError)) return error;
  if (error.kind === 'auth') {
    await markIntegrationBroken(ctx.db, row.id, error.message);
    await logIntegration(ctx.db, { ownerId: row.ownerId, actorId: user.id, target: TARGET, action: 'auto_disconnect', outcome: `Google refused the stored sign-in: ${error.message}`, ok: false });
    return conflict(`Google refused the sign-in of ${LABEL} (${error.message}). Reconnect ${LABEL} on the Integrations page.`);
  }
  return integrationFailure(error, 'Google: ');
}

/**
 * Opens the person's (or their team admin's) Search Console connection for a call: who may use it as
 * for every integration (integrationAccess), connected, and its access token refreshed when it is
 * about to expire.
 */
async function openSession(ctx: TContext, user: TSessionUser, uid: string): Promise<TSearchConsoleSession> {
  const access = await integrationAccess(ctx, user, uid);
  assertAvailable(access, TARGET);
  const row = await findIntegration(ctx.db, access.ownerId, TARGET);
  if (!row) throw conflict(`Connect ${LABEL} first (Integrations).`);
  if (row.error) throw conflict(`Google refused the sign-in of ${LABEL} (${row.error}). Reconnect ${LABEL} on the Integrations page.`);
  try {
    const connection = await freshConnection(ctx.db, ctx.integrations, ctx.keys.encryptionKey, row);
    const tokens = connection.secret.oauth as { accessToken: string };
    const details = connection.details as { email?: string; sites?: TSearchConsoleSite[] };
    return { row, accessToken: tokens.accessToken, sites: details.sites ?? [], email: details.email ?? '' };
  } catch (error) {
    throw await failureOf(ctx, user, row, error);
  }
}

/** Runs calls to Google for an open session; their failures answer as failureOf says. */
async function withGoogle<T>(ctx: TContext, user: TSessionUser, session: TSearchConsoleSession, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw await failureOf(ctx, user, session.row, error);
  }
}

/** The properties the account reads now (Google is asked each time; the stored list is brought up to date). */
export async function searchConsoleSites(ctx: TContext, user: TSessionUser, uid: string): Promise<TSearchConsoleSites> {
  const session = await openSession(ctx, user, uid);
  const sites = await withGoogle(ctx, user, session, () => clientOf(ctx).listSites(session.accessToken, ctx.integrations.transport));
  if (JSON.stringify(sites) !== JSON.stringify(session.sites)) {
    await ctx.db.update(integrations).set({ details: { ...session.row.details, sites }, updatedAt: new Date() }).where(eq(integrations.id, session.row.id));
  }
  return { email: session.email, sites };
}

const metricsOf = (row: TSearchAnalyticsRow) => ({ clicks: row.clicks, impressions: row.impressions, ctr: row.ctr, position: row.position });

/** A property the account has: one it does not is refused before Google is asked. */
function checkSite(session: TSearchConsoleSession, siteUrl: string): void {
  // The stored list may be older than the property (added since): Google answers 403 then, which says so.
  if (session.sites.length && !session.sites.some((site) => site.site_url === siteUrl)) {
    throw badRequest(`${siteUrl} is not one of the properties of ${session.email} in Search Console.`, 'site_url');
  }
}

/**
 * The report of one property for the last `days` days (ending two days ago: Google's newest days are
 * not final): clicks, impressions, CTR and position by day, the top queries and pages, and the pages
 * whose clicks fell from the period before. Five calls to Google, at once; nothing is cached.
 */
export async function searchConsoleReport(ctx: TContext, user: TSessionUser, input: { uid: string; site_url: string; days: number }): Promise<TSearchConsoleReport> {
  const session = await openSession(ctx, user, input.uid);
  checkSite(session, input.site_url);
  const { range, previous_range } = reportRanges(input.days, new Date());
  const client = clientOf(ctx);
  const ask = (startDate: string, endDate: string, dimensions: Array<'date' | 'query' | 'page'>, rowLimit: number) =>
    client.query(session.accessToken, ctx.integrations.transport, input.site_url, { startDate, endDate, dimensions, rowLimit });
  const fetchedAt = new Date().toISOString();
  const [series, queries, pagesNow, pagesBefore] = await withGoogle(ctx, user, session, () =>
    Promise.all([
      ask(range.start, range.end, ['date'], input.days),
      ask(range.start, range.end, ['query'], SEARCH_CONSOLE_TOP_ROWS),
      ask(range.start, range.end, ['page'], PAGE_ROWS_FOR_FALLING),
      ask(previous_range.start, previous_range.end, ['page'], PAGE_ROWS_FOR_FALLING),
    ]),
  );
  const byClicks = <T extends { clicks: number; impressions: number }>(a: T, b: T) => b.clicks - a.clicks || b.impressions - a.impressions;
  const pages = pagesNow.map((row) => ({ page: row.keys[0] ?? '', ...metricsOf(row) }));
  return {
    site_url: input.site_url,
    days: input.days,
    range,
    previous_range,
    fetched_at: fetchedAt,
    series: series.map((row) => ({ date: row.keys[0] ?? '', ...metricsOf(row) })).sort((a, b) => a.date.localeCompare(b.date)),
    queries: queries.map((row) => ({ query: row.keys[0] ?? '', ...metricsOf(row) })).sort(byClicks).slice(0, SEARCH_CONSOLE_TOP_ROWS),
    pages: [...pages].sort(byClicks).slice(0, SEARCH_CONSOLE_TOP_ROWS),
    falling: fallingPages(pages, pagesBefore.map((row) => ({ page: row.keys[0] ?? '', clicks: row.clicks })), input.days),
    falling_rule: { min_clicks_before: fallingMinClicks(input.days), min_drop: FALLING_RULE.minDrop },
  };
}

/**
 * Reads the page as it is now, through the safe page reader research uses (address checks, size and
 * time limits, the extraction worker). robots.txt is not asked: the person reads a page of a property
 * Google has verified as theirs, as when they add a URL asset.
 */
async function readOwnPage(ctx: TContext, page: string): Promise<TReadPage> {
  const deps = researchPageReaderDeps(ctx);
  deps.robots.set(new URL(page).origin, Promise.resolve(parseRobots(null)));
  try {
    return await readCompetitorPage(deps, page, AbortSignal.timeout(REFRESH_READ_TIMEOUT_MS));
  } catch (error) {
    const reason = error instanceof DOMException && error.name === 'TimeoutError' ? 'The page took too long to read.' : pageFailureReason(error);
    throw new HttpError('integration_refused', `${page} could not be read: ${reason}`, 'page');
  }
}

/**
 * "Refresh this article": a workflow prefilled to rewrite a page: its top query as the topic, its
 * queries (last 28 days) as the research keywords, selected, and its current text as a URL asset of
 * the project, selected in the workflow's files. Answers the workflow's id.
 */
export async function refreshArticle(
  ctx: TContext,
  user: TSessionUser,
  input: { uid: string; site_url: string; page: string; project_id: string; team_id?: string | null },
): Promise<{ workflow_id: string }> {
  const session = await openSession(ctx, user, input.uid);
  checkSite(session, input.site_url);
  if (!pageBelongsToSite(input.page, input.site_url)) throw badRequest(`${input.page} is not a page of ${input.site_url}.`, 'page');
  // The project is checked before anything is read or stored.
  const { row: workflow } = await openNewWorkflow(ctx, user, { project_id: input.project_id, team_id: input.team_id });
  const { range } = reportRanges(REFRESH_QUERY_DAYS, new Date());
  const rows = await withGoogle(ctx, user, session, () =>
    clientOf(ctx).query(session.accessToken, ctx.integrations.transport, input.site_url, { startDate: range.start, endDate: range.end, dimensions: ['query'], rowLimit: REFRESH_QUERIES, page: input.page }),
  );
  const queries = rows
    .sort((a, b) => b.clicks - a.clicks || b.impressions - a.impressions)
    .map((row) => (row.keys[0] ?? '').trim().slice(0, 200))
    .filter(Boolean);
  const read = await readOwnPage(ctx, input.page);
  const asset = await addTextAsset(ctx.db, { userId: user.id, teamId: workflow.teamId, projectId: workflow.projectId!, kind: 'url', title: read.title, url: input.page, text: read.text });
  const topic = (queries[0] ?? read.title).slice(0, WORKFLOW_LIMITS.topicChars);
  const keywords = queries.slice(0, WORKFLOW_LIMITS.relatedKeywords);
  // The selection goes through the workflow's own rules (the project's assets, the plan's limits).
  await patchWorkflow(ctx, user, workflow, { unique_id: user.id, step: 'files', files: { asset_ids: [asset.id], skipped: false } });
  // The keywords are Google's data about the page, set here by the server as a research job sets its findings.
  const updated = await changeWorkflow(ctx.db, workflow.id, (current) => {
    const research = { ...current.research, topic, related_keywords: keywords, selected_context: keywords, notices: keywords.length ? [REFRESH_NOTICE] : [] };
    return { research: { ...research, research_context: buildResearchContext(research) } };
  });
  return { workflow_id: updated?.id ?? workflow.id };
}
