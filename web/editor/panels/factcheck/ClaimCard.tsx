import type { ReactNode } from 'react';
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import type { TCheckedClaim, TEvidencePassage } from '@core/api/factcheck';
import { PassageList } from './PassageList';
import { VerdictBadge } from './VerdictBadge';
import { orderedPassages } from './verdicts';

/**
 * One checked claim: its verdict, the claim (and the statement it was read as), the reasoning, a
 * correction, the numbers or dates a passage gives otherwise, and the passages. `actions` are the
 * editor's Cite and Apply correction; `note` says what became of the claim in the doc.
 */
export function ClaimCard({
  claim,
  compact = false,
  actions,
  note,
  onCite,
  onHover,
}: {
  claim: TCheckedClaim;
  compact?: boolean;
  actions?: ReactNode;
  note?: ReactNode;
  onCite?: (passage: TEvidencePassage) => void;
  onHover?: (hovered: boolean) => void;
}) {
  const passages = orderedPassages(claim);
  const statement = claim.statement.trim() && claim.statement.trim() !== claim.text.trim() ? claim.statement : null;
  return (
    <Paper
      withBorder
      p="sm"
      role="listitem"
      data-testid="fact-claim"
      data-claim-id={claim.id}
      onMouseEnter={() => onHover?.(true)}
      onMouseLeave={() => onHover?.(false)}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
          <Text size="sm" fw={600} data-testid="claim-text">
            {claim.text}
          </Text>
          <VerdictBadge claim={claim} />
        </Group>
        {statement ? (
          <Text size="xs" c="dimmed">
            {`Read as: ${statement}`}
          </Text>
        ) : null}
        {claim.reasoning ? (
          <Text size="sm" data-testid="claim-reasoning">
            {claim.reasoning}
          </Text>
        ) : null}
        {claim.correction ? (
          <Text size="sm" data-testid="claim-correction">
            <Text span fw={600} size="sm">
              {'Correction: '}
            </Text>
            {claim.correction}
          </Text>
        ) : null}
        {claim.gaps.map((gap) => (
          <Alert key={`${gap.passage_n}:${gap.claim}`} color="orange" variant="light" p={6} data-testid="claim-gap">
            <Text size="sm">{`Something to check: the claim says “${gap.claim}”; passage ${gap.passage_n} says “${gap.passage}”.`}</Text>
          </Alert>
        ))}
        {claim.reused ? (
          <Text size="xs" c="dimmed">
            Unchanged since the last check: its result was reused.
          </Text>
        ) : null}
        {note}
        {actions ? (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        ) : null}
        {claim.verdict === 'waiting' || claim.verdict === 'unchecked' ? (
          <Text size="xs" c="dimmed">
            {claim.verdict === 'waiting' ? 'Not looked up yet.' : 'Not checked in this run: select it and check the selection.'}
          </Text>
        ) : (
          <PassageList passages={passages} compact={compact} onCite={onCite} />
        )}
      </Stack>
    </Paper>
  );
}
