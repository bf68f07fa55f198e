import { Alert, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { TFactCheck } from '@core/api/factcheck';
import { isChecking } from '@web/api/factcheck';
import { CheckNotices } from '../plagiarism/CheckNotices';
import { summaryLine } from './verdicts';

/**
 * Where a check stands: its progress while claims are looked up, why it failed, or its summary line,
 * which engine gave the verdicts, and what could not be searched.
 */
export function CheckStatus({ check, compact = false }: { check: TFactCheck; compact?: boolean }) {
  if (isChecking(check)) {
    const total = check.claims_total;
    return (
      <Stack gap={6} role="status" aria-live="polite" data-testid="factcheck-progress">
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" fw={600}>
            {check.status === 'queued' ? 'Waiting to start…' : total > 0 ? `Checking claims: ${check.claims_done} of ${total}` : 'Finding the claims…'}
          </Text>
        </Group>
        <Progress
          value={total > 0 ? (100 * check.claims_done) / total : 100}
          animated={total === 0}
          striped={total === 0}
          size="sm"
          aria-label="Fact-check progress"
        />
        <Text size="xs" c="dimmed">
          Searching your assets, the web and the addresses you gave for passages about each claim.
        </Text>
      </Stack>
    );
  }
  if (check.status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" p="xs" data-testid="factcheck-failed">
        <Text size="sm">{`The check failed: ${check.error ?? 'something went wrong'}. Nothing was charged.`}</Text>
      </Alert>
    );
  }
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} data-testid="factcheck-summary">
        {summaryLine(check.summary)}
      </Text>
      <Text size="xs" c="dimmed" data-testid="factcheck-engine">
        {check.engine === 'model'
          ? `Verdicts by ${check.model}, from the passages shown only.${check.credits_charged > 0 ? ` ${check.credits_charged.toLocaleString()} credits used.` : ''}`
          : 'Offline engine: claims and passages are found, but no verdict is given. Numbers and dates a passage gives otherwise are shown as something to check. Choose a connected model for verdicts.'}
      </Text>
      <CheckNotices notices={check.notices} compact={compact} />
    </Stack>
  );
}
