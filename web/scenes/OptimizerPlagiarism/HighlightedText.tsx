import { Fragment, useMemo } from 'react';
import { Paper, ScrollArea } from '@mantine/core';
import type { TPlagiarismSource } from '@core/api/plagiarism';
import { segmentText, type TPlacedMatch } from '@web/editor/panels/plagiarism/matchedText';
import { sourceColourClass } from '@web/editor/panels/plagiarism/sourceColors';

const sourceName = (source: TPlagiarismSource | undefined) => source?.title.trim() || source?.url || 'a source';

/**
 * The checked text with every matched passage marked in its source's colour; hovering a mark names
 * its sources, clicking it opens the side-by-side view of the first. The source hovered in the list
 * stands out.
 */
export function HighlightedText({
  text,
  sources,
  matches,
  focusedSource,
  onCompare,
}: {
  text: string;
  sources: readonly TPlagiarismSource[];
  matches: readonly TPlacedMatch[];
  focusedSource: number | null;
  onCompare: (sourceIndex: number) => void;
}) {
  const segments = useMemo(() => segmentText(text, matches), [text, matches]);
  return (
    <Paper withBorder p="md">
      <ScrollArea.Autosize mah={560} type="auto">
        <div className="lf-plag-text" data-testid="plagiarism-checked-text">
          {segments.map((segment) => {
            if (segment.sourceIndexes.length === 0) return <Fragment key={segment.start}>{segment.text}</Fragment>;
            const first = segment.sourceIndexes[0]!;
            const names = segment.sourceIndexes.map((index) => sourceName(sources[index])).join(', ');
            const focused = focusedSource !== null && segment.sourceIndexes.includes(focusedSource);
            return (
              <mark
                key={segment.start}
                className={`lf-plag-mark ${sourceColourClass(focused ? focusedSource : first)}${focused ? ' lf-plag-focus' : ''}`}
                title={`Found in ${names}`}
                data-source={first}
                onClick={() => onCompare(first)}
                style={{ cursor: 'pointer' }}
              >
                {segment.text}
              </mark>
            );
          })}
        </div>
      </ScrollArea.Autosize>
    </Paper>
  );
}
