import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TStyleLevel, TStyleSignal } from '@core/analysis/style';

const LEVEL: Record<TStyleLevel, { label: string; color: string }> = {
  ok: { label: 'Reads naturally', color: 'green' },
  notice: { label: 'Worth a look', color: 'yellow' },
  strong: { label: 'Stands out', color: 'red' },
};

const valueOf = (signal: TStyleSignal) => (signal.value === null ? 'not measured' : `${Number.isInteger(signal.value) ? signal.value : signal.value.toFixed(2)} ${signal.unit}`);

/** Each writing-style signal: its level, value, the one-sentence explanation, what it found, and a way to mark its sentences. */
export function SignalList({ signals, chosen, onChoose }: { signals: readonly TStyleSignal[]; chosen: string | null; onChoose: (id: string | null) => void }) {
  return (
    <Stack gap="sm" data-testid="humanize-signals">
      {signals.map((signal) => (
        <Paper key={signal.id} withBorder p="sm" data-testid="humanize-signal" data-signal={signal.id} data-level={signal.level}>
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600} size="sm">
                {signal.label}
              </Text>
              <Badge color={LEVEL[signal.level].color} variant="light" style={{ flexShrink: 0 }}>
                {LEVEL[signal.level].label}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {valueOf(signal)}
            </Text>
            <Text size="sm">{signal.explanation}</Text>
            {signal.found.length > 0 ? (
              <Text size="xs" data-testid="humanize-found">
                Found: {signal.found.map((item) => `“${item}”`).join(', ')}
              </Text>
            ) : null}
            {signal.sentences.length > 0 ? (
              <Button
                variant={chosen === signal.id ? 'filled' : 'light'}
                size="compact-xs"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => onChoose(chosen === signal.id ? null : signal.id)}
                aria-pressed={chosen === signal.id}
              >
                {chosen === signal.id ? 'Hide its sentences' : `Mark its ${signal.sentences.length === 1 ? 'sentence' : `${signal.sentences.length} sentences`}`}
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
