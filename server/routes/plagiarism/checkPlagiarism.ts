import { fingerprintText, htmlToText, looksLikeHtml } from '@core/analysis/fingerprint';
import { ZPlagiarismInput, ZPlagiarismResult } from '@core/api/plagiarism';
import { PLAGIARISM_MIN_WORDS } from '@core/constants';
import { ERRORS } from '@core/errors';
import { plagiarismRunsFor } from '@core/plans/plagiarismRuns';
import type { TApp, TContext } from '../../context';
import { badRequest, HttpError } from '../../errors';
import { unlessClientLeft } from '../../generation/clientAbort';
import { requireSession } from '../../middleware/session';
import { checksThisMonth, monthlyChecksUsed, recordPlagiarismCheck } from '../../plagiarism/checkRecorder';
import { copyscapeSettingsOf } from '../../plagiarism/copyscape';
import { oneCheckAtATime } from '../../plagiarism/checksInFlight';
import { checkPlagiarism as runCheck } from '../../plagiarism/plagiarismChecker';
import { workspaceOf } from '../../plagiarism/workspace';
import { authorize, authorizeSelf, teamModeOf } from '../../policies';
import { assertPageFlag, evaluateFlagsOf } from '../../policies/pageFlag';
import { loadBlog } from '../../queries/blogLoader';
import { loadCreditPool } from '../../queries/creditBalance';
import { featureRunsLeft } from '../../queries/featureRunsLeft';
import { fetchPolicyFor } from '../../retrieval/fetchPolicy';
import { HostPacer } from '../../retrieval/hostPacer';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';

/** Most words one check compares: beyond this the work (and a Copyscape bill) grows past what a check is for. */
export const PLAGIARISM_MAX_WORDS = 100_000;
/** Room for the schema's 2,000,000 characters, JSON-escaped. */
const BODY_LIMIT = 8 * 1_048_576;

/**
 * Checks started per person per minute: each one searches and fetches (and may bill Copyscape) before
 * it is charged, so runs alone do not brake a script.
 */
const PLAGIARISM_RATE_LIMIT = perPersonRateLimit(20);

const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/**
 * POST /api/check/plagiarism (spec §7): compares the text (HTML read as text) with the workspace's
 * own docs and assets, the web and Copyscape when configured; the result is saved with the doc
 * (save_id) in the transaction that uses a content_optimization run and one of the month's checks.
 */
export function checkPlagiarism(app: TApp, ctx: TContext) {
  // One pace per site for every check this server runs.
  const pacer = new HostPacer(ctx.env.CRAWL_HOST_INTERVAL_MS);
  app.post(
    '/api/check/plagiarism',
    { schema: { body: ZPlagiarismInput, response: { 200: ZPlagiarismResult } }, bodyLimit: BODY_LIMIT, onRequest: requireSession, config: PLAGIARISM_RATE_LIMIT },
    async (request, reply) => {
      const body = request.body;
      const user = authorizeSelf(request.sessionUser, body.unique_id);
      const teamId = teamModeOf(user, body.team_id);
      const { planName } = await loadCreditPool(ctx.db, { userId: user.id, teamId });
      const allowed = plagiarismRunsFor(planName);
      if (allowed <= 0) throw new HttpError('plagiarism_not_in_plan', ERRORS.plagiarism_not_in_plan.message);
      // The plan has checks; an administrator may still have turned the page off (403).
      assertPageFlag(await evaluateFlagsOf(ctx, user.id, ['optimizer-plagiarism'], Boolean(teamId)), 'optimizer-plagiarism');
      if (body.encoding && !/^utf-?8$/i.test(body.encoding.trim())) throw badRequest('Only UTF-8 text can be checked (encoding "UTF-8").', 'encoding');
      if (body.save_id) authorize(user, 'read', await loadBlog(ctx.db, body.save_id));
      const query = fingerprintText(looksLikeHtml(body.text) ? htmlToText(body.text) : body.text);
      const words = query.tokens.length;
      if (words < PLAGIARISM_MIN_WORDS) throw badRequest('At least 15 words are required to perform a search.', 'text');
      if (words > PLAGIARISM_MAX_WORDS) throw badRequest(`The text is too long to check: at most 100,000 words at a time (this one has ${words.toLocaleString('en-US')}).`, 'text');
      // Refused before the work when no run or none of the month's checks is left (both counted again when charging).
      if ((await featureRunsLeft(ctx.db, { userId: user.id, teamId }, 'content_optimization')) < 1) throw new HttpError('runs_exhausted', ERRORS.runs_exhausted.message);
      if ((await checksThisMonth(ctx.db, { userId: user.id, teamId })) >= allowed) throw monthlyChecksUsed();
      // A client that leaves stops the searches and fetches, and the check is neither saved nor charged.
      const left = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableEnded) left.abort();
      });
      const input = {
        query,
        workspace: workspaceOf(user, teamId),
        excludeBlogId: body.save_id ?? null,
        fullComparisons: Number(body.full_comparision) > 0 ? Math.min(10, Number(body.full_comparision)) : truthy(body.full_comparision) ? 10 : 0,
        test: truthy(body.test),
      };
      const deps = { db: ctx.db, search: ctx.ai.webSearch, fetchPolicy: fetchPolicyFor(ctx.env), pacer, copyscape: copyscapeSettingsOf(ctx.env), signal: left.signal };
      return unlessClientLeft(reply, () =>
        oneCheckAtATime(ctx.db, user.id, async () => {
          const findings = await runCheck(deps, input);
          return recordPlagiarismCheck(ctx.db, {
            userId: user.id,
            teamId,
            blogId: input.excludeBlogId,
            words,
            allowed,
            result: (used) => ({
              ...findings,
              plagiarism_usage_ratio: Math.min(100, Math.floor((used * 100) / allowed)),
              plagiarism_runs: Math.max(0, allowed - used),
              checked_at: new Date().toISOString(),
            }),
            abandonIf: left.signal,
          });
        }),
      );
    },
  );
}
