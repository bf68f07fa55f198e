import { useMemo } from 'react';
import { Paper, ScrollArea, Text } from '@mantine/core';
import type { TCheckedClaim } from '@core/api/factcheck';
import { CLAIM_TONES, claimTone, pendingLabel } from '@web/editor/panels/factcheck/verdicts';
import { claimSegments } from './claimSegments';

/** The checked text with each claim marked in its verdict's colour; hovering a claim in the list makes its mark stand out. */
export function ClaimedText({ text, claims, focused }: { text: string; claims: readonly TCheckedClaim[]; focused: string | null }) {
  const segments = useMemo(() => claimSegments(text, claims), [text, claims]);
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed" mb="xs">
        Each claim is marked in its verdict’s colour.
      </Text>
      <ScrollArea.Autosize mah={640} type="auto">
        <Text size="sm" className="lf-claim-text" data-testid="factcheck-text">
          {segments.map((segment) => {
            const claim = segment.claim === null ? null : claims[segment.claim];
            if (!claim) return <span key={segment.start}>{segment.text}</span>;
            const tone = CLAIM_TONES[claimTone(claim)];
            return (
              <mark
                key={segment.start}
                className={`${tone.className}${focused === claim.id ? ' lf-claim-focus' : ''}`}
                title={pendingLabel(claim.verdict) ?? tone.label}
                data-testid="factcheck-mark"
                data-verdict={claim.verdict}
              >
                {segment.text}
              </mark>
            );
          })}
        </Text>
      </ScrollArea.Autosize>
    </Paper>
  );
}
