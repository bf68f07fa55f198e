import type { FastifyBaseLogger } from 'fastify';
import { claimId, factDifferences, locateSpan } from '@core/analysis/claims';
import { FACTCHECK_MAX_CLAIMS, type TFactGap } from '@core/api/factcheck';
import { claimVerdict, standaloneClaims } from '../ai/factcheck';
import type { TModelEngine } from '../ai/models';
import type { TCallSettings } from '../ai/modelStream';
import type { TFactCheckRow, TStoredClaim } from '../db/schema/factChecks';
import type { HostPacer } from '../retrieval/hostPacer';
import type { TFetchPolicy } from '../retrieval/safeFetch';
import type { TWebSearch } from '../search';
import { CheckPages } from './checkPages';
import { claimEvidence, type TEvidenceScope } from './claimEvidence';
import { engineOfCheck, type TEngineDeps } from './checkEngine';
import { finishFactCheck } from './factCheckFinisher';
import { findFactCheck, updateFactCheck } from './factCheckStore';

export type TFactCheckRunnerDeps = TEngineDeps & {
  search: TWebSearch | null;
  policy: TFetchPolicy;
  pacer?: HostPacer;
  logger: FastifyBaseLogger;
  /** The model call settings of the installation (idle timeout, retries). */
  idleTimeoutMs: number;
  retries: number;
};

/** Claims looked up at once (each site keeps its pace, the model its own queue). */
const CONCURRENT_CLAIMS = 2;

type TModel = Extract<TModelEngine, { engine: 'model' }>;

/** The gaps of a claim against its best passage: numbers and dates it gives otherwise (something to check, never a verdict). */
function gapsOf(claim: TStoredClaim, language: string): TFactGap[] {
  const best = claim.passages[0];
  if (!best) return [];
  return factDifferences(claim.text, best.text, { language }).map((gap) => ({ kind: gap.kind, claim: gap.claim, passage: gap.passage, passage_n: best.n }));
}

/**
 * With a model, the claims to look up are rewritten to stand alone and the claims the detector
 * missed are added when the model quotes them exactly (located in the text; a quote that is not
 * there is dropped). A model that fails here leaves the claims as written, with a notice.
 */
async function withStandaloneClaims(engine: TModel, check: TFactCheckRow, claims: TStoredClaim[], settings: TCallSettings, notices: Set<string>): Promise<TStoredClaim[]> {
  const waiting = claims.filter((claim) => claim.verdict === 'waiting');
  if (!waiting.length) return claims;
  let answer;
  try {
    answer = await standaloneClaims(engine, check.text, waiting, check.settings.language, settings);
  } catch (error) {
    if (settings.signal.aborted) throw error;
    notices.add('The model could not restate the claims to stand alone; they were checked as written.');
    return claims;
  }
  const statements = new Map(answer.claims.map((entry) => [entry.index, entry.statement.trim()]));
  waiting.forEach((claim, index) => {
    const statement = statements.get(index + 1);
    if (statement) Object.assign(claim, { statement, modelWords: statement });
  });
  const { selection } = check.settings;
  const room = Math.max(0, FACTCHECK_MAX_CLAIMS - waiting.length);
  const added: TStoredClaim[] = [];
  for (const extra of answer.extra) {
    if (added.length >= Math.min(room, 5)) break;
    const span = locateSpan(check.text, extra.quote);
    if (!span || span.text.split(/\s+/).length < 3) continue;
    if (selection && !(span.start < selection.end && selection.start < span.end)) continue;
    if ([...claims, ...added].some((claim) => span.start < claim.end && claim.start < span.end)) continue;
    const statement = extra.statement.trim() || span.text;
    added.push({ id: claimId(span.text), text: span.text, start: span.start, end: span.end, statement, kinds: ['model'], verdict: 'waiting', reasoning: null, correction: null, cited: [], passages: [], gaps: [], reused: false, modelWords: statement });
  }
  return [...claims, ...added].sort((a, b) => a.start - b.start);
}

/** Looks one claim up: its evidence, then a verdict (model), or the passages and their gaps (offline). */
async function checkClaim(deps: TFactCheckRunnerDeps, context: { engine: TModelEngine; check: TFactCheckRow; scope: TEvidenceScope; pages: CheckPages; settings: TCallSettings; notices: Set<string> }, claim: TStoredClaim): Promise<TStoredClaim> {
  const { engine, check, settings } = context;
  const passages = await claimEvidence({ db: deps.db, search: deps.search, pages: context.pages, signal: settings.signal }, context.scope, claim.statement, context.notices);
  const found: TStoredClaim = { ...claim, passages };
  found.gaps = gapsOf(found, check.settings.language);
  if (engine.engine === 'offline') return { ...found, verdict: 'unverified' };
  // The model sees only the passages: with none there is nothing to judge, and nothing is asked.
  if (!passages.length) return { ...found, verdict: 'not_enough_evidence' };
  const verdict = await claimVerdict(engine, claim, passages.map((passage) => ({ n: passage.n, title: passage.title, text: passage.text })), check.settings.language, settings);
  const written = [verdict.reasoning, verdict.correction].filter(Boolean).join(' ');
  return { ...found, ...verdict, modelWords: [claim.modelWords, written].filter(Boolean).join(' ') };
}

/**
 * Runs one check: plans its claims once (with a model, restated to stand alone), then looks each up,
 * saving every claim's result as it goes, and finishes (ready and charged in one transaction, or a
 * clear failure that charges nothing). A check interrupted by a restart resumes with the claims not
 * yet looked up; its pages are the ones it stored.
 */
export async function runFactCheck(deps: TFactCheckRunnerDeps, checkId: string, signal: AbortSignal): Promise<void> {
  const check = await findFactCheck(deps.db, checkId);
  if (!check || check.status === 'ready' || check.status === 'failed') return;
  const engine = await engineOfCheck(deps, check);
  const settings: TCallSettings = { signal, idleTimeoutMs: deps.idleTimeoutMs, retries: deps.retries, onFailure: (error, attempt) => deps.logger.warn({ err: error, attempt, checkId }, 'fact-check model call failed') };
  const notices = new Set(check.notices);
  let claims = check.claims.map((claim) => ({ ...claim }));
  if (check.status === 'queued') {
    if (engine.engine === 'model') claims = await withStandaloneClaims(engine, check, claims, settings, notices);
    const toLookUp = claims.filter((claim) => claim.verdict === 'waiting').length;
    await updateFactCheck(deps.db, checkId, { status: 'checking', claims, claimsTotal: toLookUp, claimsDone: 0, notices: [...notices] });
  }
  const scope: TEvidenceScope = { projectId: check.projectId, assetIds: check.settings.assetIds, web: check.settings.web && Boolean(deps.search), urls: check.settings.urls };
  const pages = new CheckPages({ db: deps.db, policy: deps.policy, pacer: deps.pacer }, checkId, signal);
  const context = { engine, check, scope, pages, settings, notices };
  let done = claims.filter((claim) => claim.verdict !== 'waiting' && claim.verdict !== 'unchecked' && !claim.reused).length;
  let writes = Promise.resolve();
  const save = () => {
    const snapshot = claims.map((claim) => ({ ...claim }));
    const progress = { claims: snapshot, claimsDone: done, notices: [...notices] };
    writes = writes.then(() => updateFactCheck(deps.db, checkId, progress));
    return writes;
  };
  const queue = claims.map((claim, index) => ({ claim, index })).filter(({ claim }) => claim.verdict === 'waiting');
  const broken = new AbortController();
  const working = AbortSignal.any([signal, broken.signal]);
  const next = async (): Promise<void> => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      working.throwIfAborted();
      claims[item.index] = await checkClaim(deps, { ...context, settings: { ...settings, signal: working } }, item.claim);
      done += 1;
      await save();
    }
  };
  await Promise.all(
    Array.from({ length: CONCURRENT_CLAIMS }, () =>
      next().catch((error: unknown) => {
        broken.abort(error);
        throw error;
      }),
    ),
  );
  await writes;
  await finishFactCheck(deps.db, { ...check, claims, notices: [...notices] }, engine);
}
