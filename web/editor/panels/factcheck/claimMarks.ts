import type { TCheckedClaim } from '@core/api/factcheck';
import type { THighlightRange } from '../../highlights/analysisHighlights';
import type { TClaimPlace } from './locateClaim';
import { CLAIM_TONES, claimTone, pendingLabel } from './verdicts';

/** A claim of the check and where it is in the live doc now (null: no longer there). */
export type TPlacedClaim = { claim: TCheckedClaim; place: TClaimPlace | null };

/** The editor's 'claims' layer: each claim still in the doc in its verdict's colour; hovering names the verdict. */
export function claimMarks(placed: readonly TPlacedClaim[], focused: string | null): THighlightRange[] {
  return placed.flatMap(({ claim, place }) => {
    if (!place) return [];
    const tone = CLAIM_TONES[claimTone(claim)];
    return [
      {
        from: place.start,
        to: place.end,
        className: `${tone.className}${focused === claim.id ? ' lf-claim-focus' : ''}`,
        title: `Claim: ${pendingLabel(claim.verdict) ?? tone.label}`,
      },
    ];
  });
}
