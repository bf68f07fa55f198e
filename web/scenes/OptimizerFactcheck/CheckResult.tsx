import { useState } from 'react';
import { Grid, Paper, Stack, Text } from '@mantine/core';
import type { TFactCheck } from '@core/api/factcheck';
import { ClaimCard } from '@web/editor/panels/factcheck/ClaimCard';
import { CheckStatus } from '@web/editor/panels/factcheck/CheckStatus';
import { ClaimedText } from './ClaimedText';

/** A check on the page: where it stands, the text with its claims marked, and the claims with their evidence. */
export function CheckResult({ check }: { check: TFactCheck }) {
  const [focused, setFocused] = useState<string | null>(null);
  return (
    <Stack gap="md" data-testid="factcheck-result" data-status={check.status}>
      <Paper withBorder p="md">
        <CheckStatus check={check} />
      </Paper>
      {check.status === 'failed' ? null : (
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ClaimedText text={check.text} claims={check.claims} focused={focused} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="xs" role="list" aria-label="Claims">
              {check.claims.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {check.status === 'ready' ? 'No checkable claim was found.' : 'Finding the claims…'}
                </Text>
              ) : null}
              {check.claims.map((claim) => (
                <ClaimCard key={claim.id} claim={claim} onHover={(hovered) => setFocused(hovered ? claim.id : null)} />
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
