import { and, count, eq, inArray } from 'drizzle-orm';
import { htmlToText, looksLikeHtml } from '@core/analysis/fingerprint';
import { cyrb53 } from '@core/analysis/hash/cyrb53';
import { wordTokens } from '@core/analysis/language';
import { DEFAULT_LANGUAGE } from '@core/constants';
import { ERRORS } from '@core/errors';
import { FACTCHECK_MAX_WORDS, type TFactCheckInput } from '@core/api/factcheck';
import type { TContext } from '../context';
import type { TBlogRow } from '../db/schema/blogs';
import { assets } from '../db/schema/assets';
import { factChecks, type TFactCheckRow, type TFactCheckSettings } from '../db/schema/factChecks';
import { badRequest, conflict, HttpError, notFound } from '../errors';
import type { TGatePass } from '../generation/generationGate';
import { enqueueFactCheck } from '../queues/factCheckJobs';
import { featureRunsLeft } from '../queries/featureRunsLeft';
import { isUuid } from '../retrieval/assetStore';
import { planClaims } from './claimPlan';
import { reusableFactCheckOf } from './factCheckStore';

/** Checks one person may have waiting or running at once (each may read 30 pages and ask the model 40 times). */
export const MAX_ACTIVE_CHECKS = 3;

export const NO_TEXT_MESSAGE = 'Paste or write the text to check first.';
export const NO_CLAIMS_MESSAGE =
  'No checkable claims were found: a claim states a number, a date, a name, a quantity, a comparison or a cause ("The tower was completed in 1889."). Opinions, questions and instructions are not checked.';

/** The text as checked: pasted HTML read as its text (claim offsets point into what is stored). */
export function checkedText(raw: string): string {
  return looksLikeHtml(raw) ? htmlToText(raw) : raw;
}

/** The pages the writer named: http(s) addresses only, each once. */
function namedUrls(urls: readonly string[] | undefined): string[] {
  const out: string[] = [];
  for (const raw of urls ?? []) {
    const value = raw.trim();
    if (!value) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw badRequest(`"${value.slice(0, 80)}" is not a web address (it should start with https://).`, 'urls');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest(`"${value.slice(0, 80)}" is not a web address (it should start with https://).`, 'urls');
    if (!out.includes(url.toString())) out.push(url.toString());
  }
  return out;
}

/** Assets named for the check must be the project's: another person's id is refused as missing (404), never searched. */
async function projectAssetIds(ctx: Pick<TContext, 'db'>, projectId: string | null, ids: readonly string[] | undefined): Promise<string[] | null> {
  if (!ids?.length) return null;
  const unique = [...new Set(ids)];
  if (!projectId || unique.some((id) => !isUuid(id))) throw notFound('That asset does not exist.');
  const found = await ctx.db.select({ id: assets.id }).from(assets).where(and(eq(assets.projectId, projectId), inArray(assets.id, unique)));
  if (found.length !== unique.length) throw notFound('That asset does not exist.');
  return unique.sort();
}

/** What the check searched, and with which model: a later check of the doc reuses claims only when this is the same. */
const sourcesKeyOf = (projectId: string | null, settings: TFactCheckSettings, engine: string) =>
  `fc_${cyrb53(JSON.stringify([projectId, settings.assetIds, [...settings.urls].sort(), settings.web, engine]))}`;

export type TCheckRequest = { pass: TGatePass; teamId: string | null; blog: TBlogRow | null; projectId: string | null; body: TFactCheckInput; webAvailable: boolean };

/**
 * Starts a check: the text read (HTML as text; empty, over 100,000 words or without a checkable
 * claim refused with a message), its claims planned (an earlier check of the doc that searched the
 * same way lends its unchanged claims), the runs checked when any claim is to be looked up, at most
 * MAX_ACTIVE_CHECKS at once per person, then queued. A check with nothing new to look up is ready
 * at once and charges nothing. The caller has authorized the doc or project.
 */
export async function requestFactCheck(ctx: Pick<TContext, 'db' | 'jobs'>, input: TCheckRequest): Promise<TFactCheckRow> {
  const { pass, body, blog, teamId } = input;
  const userId = pass.user.id;
  const text = checkedText(body.text);
  if (!text.trim()) throw badRequest(NO_TEXT_MESSAGE, 'text');
  const words = wordTokens(text).length;
  if (words > FACTCHECK_MAX_WORDS) throw badRequest(`The text is too long to check: at most 100,000 words at a time (this one has ${words.toLocaleString('en-US')}).`, 'text');
  const selection = body.selection ?? null;
  if (selection && (selection.end <= selection.start || selection.end > text.length)) throw badRequest('The selection is not inside the text. Select the sentence to check again.', 'selection');
  const settings: TFactCheckSettings = {
    web: (body.web ?? true) && input.webAvailable,
    urls: namedUrls(body.urls),
    assetIds: await projectAssetIds(ctx, input.projectId, body.asset_ids),
    selection,
    language: body.language || blog?.metaData.language || DEFAULT_LANGUAGE,
  };
  const engine = pass.engine;
  const sourcesKey = sourcesKeyOf(input.projectId, settings, `${engine.engine}:${engine.name}`);
  const previous = blog ? await reusableFactCheckOf(ctx.db, blog.id, sourcesKey) : null;
  const plan = planClaims(text, { language: settings.language, selection, previous: previous?.claims ?? [] });
  if (!plan.claims.length) throw badRequest(selection ? 'The selection has no checkable claim. ' + NO_CLAIMS_MESSAGE : NO_CLAIMS_MESSAGE, 'text');
  const toLookUp = plan.claims.some((claim) => claim.verdict === 'waiting');
  if (toLookUp && (await featureRunsLeft(ctx.db, { userId, teamId }, 'content_optimization')) < 1) throw new HttpError('runs_exhausted', ERRORS.runs_exhausted.message);
  const [active] = await ctx.db.select({ value: count() }).from(factChecks).where(and(eq(factChecks.userId, userId), inArray(factChecks.status, ['queued', 'checking'])));
  if ((active?.value ?? 0) >= MAX_ACTIVE_CHECKS) throw conflict(`You have ${MAX_ACTIVE_CHECKS} checks running. Wait for one to finish before starting another.`);
  const notices: string[] = [];
  if ((body.web ?? true) && !input.webAvailable) notices.push('Web search is not configured (SEARXNG_URL or BRAVE_SEARCH_API_KEY), so the web was not searched.');
  if (!input.projectId) notices.push('No project was given, so no assets were searched.');
  const unchecked = plan.claims.filter((claim) => claim.verdict === 'unchecked').length;
  if (unchecked) notices.push(`${unchecked} more claims were found than one check looks up; select them and check again.`);
  if (plan.truncated && !unchecked) notices.push('The text has more claims than one check reads; the first ones are listed.');
  const reused = plan.claims.filter((claim) => claim.reused).length;
  if (reused) notices.push(`${reused} unchanged ${reused === 1 ? 'claim keeps its' : 'claims keep their'} earlier result (not charged again).`);
  const now = new Date();
  const [check] = await ctx.db
    .insert(factChecks)
    .values({
      userId,
      teamId,
      projectId: input.projectId,
      blogId: blog?.id ?? null,
      status: toLookUp ? 'queued' : 'ready',
      text,
      settings,
      sourcesKey,
      modelName: engine.name,
      engine: engine.engine,
      modelLabel: engine.label,
      chargesCredits: pass.chargesCredits,
      claims: plan.claims,
      claimsTotal: plan.claims.filter((claim) => claim.verdict === 'waiting').length,
      claimsDone: 0,
      notices,
      finishedAt: toLookUp ? null : now,
    })
    .returning();
  if (toLookUp) await enqueueFactCheck(ctx.jobs, check!.id);
  return check!;
}

