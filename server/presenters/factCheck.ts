import type { TCheckedClaim, TFactCheck } from '@core/api/factcheck';
import type { TFactCheckRow, TStoredClaim } from '../db/schema/factChecks';
import { summaryOf } from '../factcheck/claimPlan';

/** A claim on the wire: without the words the model wrote for it (what it was charged for). */
function presentClaim({ modelWords: _words, ...claim }: TStoredClaim): TCheckedClaim {
  return claim;
}

/**
 * A check on the wire: its job's state, its claims as they fill in, and what the viewer may do.
 * A failed check shows no claims: what was not charged is not given (its error says why).
 */
export function presentFactCheck(check: TFactCheckRow, abilities: { editDoc: boolean }): TFactCheck {
  const claims = check.status === 'failed' ? [] : check.claims;
  return {
    id: check.id,
    status: check.status,
    blog_id: check.blogId,
    text: check.text,
    engine: check.engine,
    model: check.modelLabel,
    claims_total: check.claimsTotal,
    claims_done: check.claimsDone,
    claims: claims.map(presentClaim),
    summary: summaryOf(claims),
    notices: check.notices,
    error: check.error,
    credits_charged: check.creditsCharged,
    created_at: check.createdAt.toISOString(),
    finished_at: check.finishedAt?.toISOString() ?? null,
    abilities: { edit_doc: abilities.editDoc && check.blogId !== null, recheck: check.status === 'ready' || check.status === 'failed' },
  };
}
