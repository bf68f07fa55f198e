import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TStyleLevel, TStyleSignal } from '@core/analysis/style';

const LEVEL: Record<TStyleLevel, { label: string; color: string }> = {
  ok: { label: 'Reads naturally', color: 'green.8' },
  notice: { label: 'Worth a look', color: 'yellow.9' },
  strong: { label: 'Stands out', color: 'red.8' },
};

/** A signal's level in words that wrap in a narrow column (badges would cut them). */
function Level({ signal }: { signal: TStyleSignal | undefined }) {
  if (!signal) return null;
  return (
    <Text size="xs" fw={600} c={signal.value === null ? 'dimmed' : LEVEL[signal.level].color}>
      {signal.value === null ? 'Not measured' : LEVEL[signal.level].label}
    </Text>
  );
}

/** Each signal before the rewrite and now, with the rewrites accepted so far in the text. */
export function SignalChange({ before, after }: { before: readonly TStyleSignal[]; after: readonly TStyleSignal[] }) {
  return (
    <Paper withBorder p="md" data-testid="humanize-signal-change">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Before and after
        </Title>
        <Text size="xs" c="dimmed">
          The signals of the text as it was sent, and of the text now, with the rewrites you accepted.
        </Text>
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Signal</Table.Th>
              <Table.Th>Before</Table.Th>
              <Table.Th>Now</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {before.map((signal) => {
              const now = after.find((candidate) => candidate.id === signal.id);
              return (
                <Table.Tr key={signal.id} data-signal={signal.id} data-before={signal.level} data-after={now?.level}>
                  <Table.Td>{signal.label}</Table.Td>
                  <Table.Td>
                    <Level signal={signal} />
                  </Table.Td>
                  <Table.Td>
                    <Level signal={now} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
