import { Paper, ScrollArea, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { TStyleRange } from '@core/analysis/style';
import { markedSegments } from './markedSegments';

/** The analysed text with the sentences behind the chosen signal marked (blocks kept apart). */
export function MarkedText({ text, ranges, label }: { text: string; ranges: readonly TStyleRange[]; label: string | null }) {
  const segments = useMemo(() => markedSegments(text, ranges), [text, ranges]);
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed" mb="xs">
        {label ? `Sentences behind “${label}” are marked.` : 'Choose a signal to mark the sentences behind it.'}
      </Text>
      <ScrollArea.Autosize mah={560} type="auto">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="humanize-text">
          {segments.map((segment) =>
            segment.marked ? (
              <mark key={segment.start} data-testid="humanize-mark">
                {segment.text}
              </mark>
            ) : (
              <span key={segment.start}>{segment.text}</span>
            ),
          )}
        </Text>
      </ScrollArea.Autosize>
    </Paper>
  );
}
