import { Fragment } from 'react';
import { Text } from '@mantine/core';
import type { TPassage } from '@core/api/citations';
import { splitCitations } from './citationText';
import { CitationLink } from './CitationLink';
import { useTypedText } from './useTypedText';

/** Plain text with its **bold** spans (models and the offline engine mark headings so). */
function Emphasised({ text }: { text: string }) {
  return text.split(/\*\*(.+?)\*\*/g).map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : <Fragment key={index}>{part}</Fragment>));
}

/** An answer's text as it types in, with its citations as links to their passages. */
export function AnswerText({ text, streaming, citations }: { text: string; streaming: boolean; citations: TPassage[] }) {
  const typed = useTypedText(text, streaming);
  return (
    <Text component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="answer-text">
      {splitCitations(typed, citations).map((piece, index) =>
        piece.kind === 'text' ? (
          <Emphasised key={index} text={piece.text} />
        ) : (
          <CitationLink key={index} n={piece.n} passage={piece.passage} />
        ),
      )}
    </Text>
  );
}
