import { Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useCurrentUser } from '@web/state/currentUser';
import { flagAllows, useFlag } from '@web/state/flags';
import { useRunsLines } from './runsLeft';

/** The runs progress bars (spec §3, §6): runs left per feature this period, on the dashboard; the runs-progress-bar flag may hide them. */
export function RunsLeft() {
  const lines = useRunsLines(useCurrentUser());
  const shown = flagAllows(useFlag('runs-progress-bar'));
  if (!shown || lines.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} mb="lg">
      {lines.map((line) => (
        <Paper key={line.feature} withBorder radius="md" p="md">
          <Stack gap={6}>
            <Text size="sm" c="dimmed">{`${line.label}: ${line.left} of ${line.limit} runs left`}</Text>
            <Progress
              value={line.limit > 0 ? (line.left / line.limit) * 100 : 0}
              size="sm"
              color={line.left === 0 ? 'red' : 'teal'}
              aria-label={`${line.label} runs left`}
            />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
