import type { TCheckedClaim, TEvidencePassage, TFactCheckSummary } from '@core/api/factcheck';

/**
 * How a claim is shown: a model's verdict, or for the offline engine "to check" (a number or date a
 * passage gives otherwise), "passages found" or nothing found. Never "supported" without a model's
 * verdict that cites a passage.
 */
export type TClaimTone = 'supported' | 'contradicted' | 'no_evidence' | 'to_check' | 'unverified' | 'pending';

/** Each tone's badge text, Mantine colour and the class of its marks in the text (factcheck.css). */
export const CLAIM_TONES: Record<TClaimTone, { label: string; color: string; className: string }> = {
  supported: { label: 'Supported', color: 'green', className: 'lf-claim lf-claim-supported' },
  contradicted: { label: 'Contradicted', color: 'red', className: 'lf-claim lf-claim-contradicted' },
  no_evidence: { label: 'Not enough evidence', color: 'gray', className: 'lf-claim lf-claim-no-evidence' },
  to_check: { label: 'To check', color: 'orange', className: 'lf-claim lf-claim-to-check' },
  unverified: { label: 'Passages found', color: 'blue', className: 'lf-claim lf-claim-unverified' },
  pending: { label: 'Not checked', color: 'gray', className: 'lf-claim lf-claim-pending' },
};

/** The tone of one claim (see TClaimTone). */
export function claimTone(claim: Pick<TCheckedClaim, 'verdict' | 'gaps' | 'passages'>): TClaimTone {
  switch (claim.verdict) {
    case 'supported':
      return 'supported';
    case 'contradicted':
      return 'contradicted';
    case 'not_enough_evidence':
      return 'no_evidence';
    case 'unverified':
      if (claim.gaps.length > 0) return 'to_check';
      return claim.passages.length > 0 ? 'unverified' : 'no_evidence';
    default:
      return 'pending';
  }
}

/** The badge of a claim still waiting or left out, which says why. */
export function pendingLabel(verdict: TCheckedClaim['verdict']): string | null {
  if (verdict === 'waiting') return 'Waiting';
  if (verdict === 'unchecked') return 'Not checked';
  return null;
}

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** "n claims · n supported · n contradicted · n without evidence" (+ "· n to check" when some are). */
export function summaryLine(summary: TFactCheckSummary): string {
  const parts = [
    count(summary.claims, 'claim'),
    `${summary.supported.toLocaleString()} supported`,
    `${summary.contradicted.toLocaleString()} contradicted`,
    `${summary.without_evidence.toLocaleString()} without evidence`,
  ];
  if (summary.to_check > 0) parts.push(`${summary.to_check.toLocaleString()} to check`);
  if (summary.unchecked > 0) parts.push(`${summary.unchecked.toLocaleString()} not checked`);
  return parts.join(' · ');
}

/** The passages a verdict rests on first (in the order it cites them), then the others by relevance. */
export function orderedPassages(claim: Pick<TCheckedClaim, 'cited' | 'passages'>): Array<TEvidencePassage & { cited: boolean }> {
  const cited = claim.cited.flatMap((n) => claim.passages.filter((passage) => passage.n === n)).map((passage) => ({ ...passage, cited: true }));
  const others = claim.passages
    .filter((passage) => !claim.cited.includes(passage.n))
    .sort((a, b) => b.relevance - a.relevance)
    .map((passage) => ({ ...passage, cited: false }));
  return [...cited, ...others];
}

/** The passage a citation links to: the first cited one with an address, else the most relevant one with an address. */
export function citablePassage(claim: Pick<TCheckedClaim, 'cited' | 'passages'>): TEvidencePassage | null {
  return orderedPassages(claim).find((passage) => passage.url) ?? null;
}
