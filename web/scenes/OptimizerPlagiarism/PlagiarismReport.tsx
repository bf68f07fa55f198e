import { useMemo, useRef, useState } from 'react';
import { Alert, Grid, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { TPlagiarismResult } from '@core/api/plagiarism';
import { placeMatches } from '@web/editor/panels/plagiarism/matchedText';
import { ResultSummary } from '@web/editor/panels/plagiarism/ResultSummary';
import { SideBySide } from '@web/editor/panels/plagiarism/SideBySide';
import { SourceList } from '@web/editor/panels/plagiarism/SourceList';
import { HighlightedText } from './HighlightedText';

/**
 * A finished check on the page: the summary, the sources, the checked text with its matched
 * passages marked, and the side-by-side view of the source chosen (from the list or a mark).
 */
export function PlagiarismReport({ result, checkedText }: { result: TPlagiarismResult; checkedText: string }) {
  const [focused, setFocused] = useState<number | null>(null);
  const [compared, setCompared] = useState<number | null>(null);
  const compareRef = useRef<HTMLDivElement>(null);
  const { matches, moved } = useMemo(() => placeMatches(checkedText, result.result), [checkedText, result]);
  const comparable = result.result.map((source, index) => ({ source, index })).filter(({ source }) => source.passages.length > 0);
  const shown = compared ?? comparable[0]?.index ?? null;
  const compare = (index: number) => {
    setCompared(index);
    requestAnimationFrame(() => compareRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  return (
    <Stack gap="lg" data-testid="plagiarism-report">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Paper withBorder p="md">
              <ResultSummary result={result} />
            </Paper>
            <Stack gap="xs">
              <Title order={2} size="h4">
                Your text
              </Title>
              <Text size="sm" c="dimmed">
                {matches.length > 0 ? 'Matched passages are marked in the colour of their source. Point at one to see where it was found; click it to compare.' : 'Nothing in this text was found elsewhere.'}
              </Text>
              {moved > 0 ? (
                <Alert color="yellow" variant="light" p="xs">
                  {`${moved} matched ${moved === 1 ? 'passage does' : 'passages do'} not line up with the text and ${moved === 1 ? 'is' : 'are'} not marked.`}
                </Alert>
              ) : null}
              <HighlightedText text={checkedText} sources={result.result} matches={matches} focusedSource={focused} onCompare={compare} />
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {`Sources (${result.result.length})`}
            </Title>
            {result.result.length === 0 ? (
              <Text size="sm" c="dimmed">
                No matching source was found.
              </Text>
            ) : (
              <SourceList sources={result.result} onCompare={compare} onHover={setFocused} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {shown !== null && result.result[shown] ? (
        <Stack gap="xs" ref={compareRef}>
          <Title order={2} size="h4">
            Side by side
          </Title>
          <Select
            label="Source"
            data={comparable.map(({ source, index }) => ({ value: String(index), label: `${source.title.trim() || source.url} (${source.percentmatched}%)` }))}
            value={String(shown)}
            onChange={(value) => value !== null && setCompared(Number(value))}
            allowDeselect={false}
            maw={520}
          />
          <SideBySide source={result.result[shown]} sourceIndex={shown} checkedText={checkedText} />
        </Stack>
      ) : null}
    </Stack>
  );
}
