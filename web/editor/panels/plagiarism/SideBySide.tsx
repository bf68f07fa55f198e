import { Fragment } from 'react';
import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TMatchedPassage, TPlagiarismSource } from '@core/api/plagiarism';
import { alignWords, type TAlignedPiece } from './alignWords';
import { sourceColourClass } from './sourceColors';
import { SourceKindIcon } from './SourceKindIcon';

/** Characters of the checked text shown before and after a passage, for context. */
const CONTEXT_CHARS = 120;

function Pieces({ pieces, colourClass }: { pieces: TAlignedPiece[]; colourClass: string }) {
  return pieces.map((piece, index) =>
    piece.shared ? (
      <mark key={index} className={`lf-plag-mark ${colourClass}`}>
        {piece.text}
      </mark>
    ) : (
      <Fragment key={index}>{piece.text}</Fragment>
    ),
  );
}

/** The checked text around a passage, cut at word boundaries; empty when the passage no longer lines up with the text. */
function contextOf(checkedText: string | null, passage: TMatchedPassage): { before: string; after: string } {
  if (checkedText === null || checkedText.slice(passage.text_start, passage.text_end) !== passage.text) return { before: '', after: '' };
  let before = checkedText.slice(Math.max(0, passage.text_start - CONTEXT_CHARS), passage.text_start);
  let after = checkedText.slice(passage.text_end, passage.text_end + CONTEXT_CHARS);
  if (passage.text_start > CONTEXT_CHARS) before = `…${before.replace(/^\S*\s/, '')}`;
  if (passage.text_end + CONTEXT_CHARS < checkedText.length) after = `${after.replace(/\s\S*$/, '')}…`;
  return { before, after };
}

/**
 * A source's matched passages beside the same stretches of the checked text, one pair per row:
 * the words both share are marked in the source's colour, so what was reworded stands out.
 */
export function SideBySide({ source, sourceIndex, checkedText }: { source: TPlagiarismSource; sourceIndex: number; checkedText: string | null }) {
  const colourClass = sourceColourClass(sourceIndex);
  return (
    <Stack gap="sm" data-testid="side-by-side">
      <SimpleGrid cols={{ base: 1, sm: 2 }} visibleFrom="sm">
        <Text fw={600} size="sm">
          Your text
        </Text>
        <Group gap={6} wrap="nowrap">
          <SourceKindIcon kind={source.kind} />
          <Text fw={600} size="sm" truncate="end">
            {source.title || source.url}
          </Text>
        </Group>
      </SimpleGrid>
      {source.passages.map((passage, index) => {
        const aligned = alignWords(passage.text, passage.source_text);
        const { before, after } = contextOf(checkedText, passage);
        return (
          <Paper key={`${passage.text_start}-${index}`} withBorder p="sm" data-testid="side-by-side-row">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Box>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  Your text
                </Text>
                <Text size="sm" className="lf-plag-text" data-testid="side-by-side-text">
                  <Text span c="dimmed" inherit>
                    {before}
                  </Text>
                  <Pieces pieces={aligned.left} colourClass={colourClass} />
                  <Text span c="dimmed" inherit>
                    {after}
                  </Text>
                </Text>
              </Box>
              <Box>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {source.title || source.url}
                </Text>
                <Text size="sm" className="lf-plag-text" data-testid="side-by-side-source">
                  <Pieces pieces={aligned.right} colourClass={colourClass} />
                </Text>
              </Box>
            </SimpleGrid>
          </Paper>
        );
      })}
    </Stack>
  );
}
