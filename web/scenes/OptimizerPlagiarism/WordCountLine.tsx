import { Text } from '@mantine/core';
import { PLAGIARISM_MIN_WORDS } from '@core/constants';

/** Spec §5's message, word for word, shown before a too-short text is sent. */
export const MIN_WORDS_MESSAGE = 'At least 15 words are required to perform a search.';

/** The live word count of the text to check, and why a text under the minimum cannot be checked yet. */
export function WordCountLine({ words, fromHtml, loading }: { words: number; fromHtml: boolean; loading: boolean }) {
  if (loading) return <Text size="sm" c="dimmed">Reading the doc…</Text>;
  const short = words > 0 && words < PLAGIARISM_MIN_WORDS;
  return (
    <div aria-live="polite">
      <Text size="sm" data-testid="plagiarism-word-count">
        {`${words.toLocaleString()} ${words === 1 ? 'word' : 'words'}${fromHtml ? ' (HTML read as its text)' : ''}`}
      </Text>
      {short ? (
        <Text size="sm" c="orange.8" data-testid="plagiarism-min-words">
          {`${MIN_WORDS_MESSAGE} Add ${PLAGIARISM_MIN_WORDS - words} more.`}
        </Text>
      ) : words === 0 ? (
        <Text size="sm" c="dimmed">
          {`A check needs at least ${PLAGIARISM_MIN_WORDS} words.`}
        </Text>
      ) : null}
    </div>
  );
}
