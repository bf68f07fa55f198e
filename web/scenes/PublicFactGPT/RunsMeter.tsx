import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { TPublicRunsStatus } from '@core/api/publicRuns';
import { PUBLIC_DAILY_RUNS } from '@core/constants';
import { runsLeftText } from './publicTool';

/** The visitor's free runs today, as the server counts them (cookie and address). */
export function RunsMeter({ status, failed }: { status: TPublicRunsStatus | undefined; failed: boolean }) {
  if (!status) {
    return (
      <Text size="sm" c="dimmed" data-testid="runs-left">
        {failed ? 'We could not check your free runs; asking still works while you have some left.' : 'Checking your free runs…'}
      </Text>
    );
  }
  const left = Math.max(0, status.runs_left);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={600} data-testid="runs-left">
            {runsLeftText(status)}
          </Text>
          <Text size="xs" c="dimmed">
            They start again at midnight UTC.
          </Text>
        </Group>
        <Progress value={(left / PUBLIC_DAILY_RUNS) * 100} size="sm" color={left === 0 ? 'red' : 'teal'} aria-label="Free runs left today" />
      </Stack>
    </Paper>
  );
}
