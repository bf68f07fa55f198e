import { detectClaims, type TClaim } from '@core/analysis/claims';
import { FACTCHECK_MAX_CLAIMS, type TFactCheckSummary } from '@core/api/factcheck';
import type { TStoredClaim } from '../db/schema/factChecks';

/** A claim before it is looked up. */
export function waitingClaim(claim: Pick<TClaim, 'id' | 'text' | 'start' | 'end' | 'kinds'>): TStoredClaim {
  return { id: claim.id, text: claim.text, start: claim.start, end: claim.end, statement: claim.text, kinds: claim.kinds, verdict: 'waiting', reasoning: null, correction: null, cited: [], passages: [], gaps: [], reused: false, modelWords: '' };
}

/**
 * The claims a check lists: the text's detected claims (inside the selection when there is one),
 * the first FACTCHECK_MAX_CLAIMS to look up and the rest `unchecked`; a claim the doc's earlier
 * check (same sources) already looked up keeps that result at its new place (`reused`, not
 * charged again).
 */
export function planClaims(text: string, options: { language: string; selection: { start: number; end: number } | null; previous: readonly TStoredClaim[] }): { claims: TStoredClaim[]; truncated: boolean } {
  const detection = detectClaims(text, { language: options.language });
  const { selection } = options;
  const inScope = selection ? detection.claims.filter((claim) => claim.start < selection.end && selection.start < claim.end) : detection.claims;
  const earlier = new Map(options.previous.filter((claim) => isSettled(claim.verdict)).map((claim) => [claim.id, claim]));
  let toLookUp = 0;
  const claims = inScope.map((claim) => {
    const before = earlier.get(claim.id);
    if (before) return { ...before, text: claim.text, start: claim.start, end: claim.end, reused: true, modelWords: '' };
    toLookUp += 1;
    return toLookUp > FACTCHECK_MAX_CLAIMS ? { ...waitingClaim(claim), verdict: 'unchecked' as const } : waitingClaim(claim);
  });
  return { claims, truncated: detection.truncated || toLookUp > FACTCHECK_MAX_CLAIMS };
}

/** A verdict that is a result (not waiting, not left unchecked). */
export const isSettled = (verdict: TStoredClaim['verdict']) => verdict !== 'waiting' && verdict !== 'unchecked';

/** The summary line's figures. */
export function summaryOf(claims: readonly TStoredClaim[]): TFactCheckSummary {
  const count = (test: (claim: TStoredClaim) => boolean) => claims.filter(test).length;
  return {
    claims: claims.length,
    supported: count((claim) => claim.verdict === 'supported'),
    contradicted: count((claim) => claim.verdict === 'contradicted'),
    without_evidence: count((claim) => claim.verdict === 'not_enough_evidence' || (claim.verdict === 'unverified' && claim.passages.length === 0)),
    to_check: count((claim) => claim.gaps.length > 0),
    unchecked: count((claim) => claim.verdict === 'unchecked'),
  };
}
