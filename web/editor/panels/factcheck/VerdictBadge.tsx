import { Badge } from '@mantine/core';
import type { TCheckedClaim } from '@core/api/factcheck';
import { CLAIM_TONES, claimTone, pendingLabel } from './verdicts';

/** A claim's verdict as a coloured badge (the same colour as its mark in the text). */
export function VerdictBadge({ claim }: { claim: TCheckedClaim }) {
  const tone = CLAIM_TONES[claimTone(claim)];
  return (
    <Badge color={tone.color} variant="light" size="sm" radius="sm" data-testid="claim-verdict" data-verdict={claim.verdict} style={{ flex: 'none' }}>
      {pendingLabel(claim.verdict) ?? tone.label}
    </Badge>
  );
}
