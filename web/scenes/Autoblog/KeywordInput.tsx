import { Button, FileButton, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Upload } from 'lucide-react';
import { AUTOBLOG_MAX_KEYWORDS } from '@core/api/autoblog';
import type { TKeywordSource } from './keywordBox';

const SOURCES: { value: TKeywordSource; label: string }[] = [
  { value: 'one', label: 'One keyword' },
  { value: 'list', label: 'A list' },
  { value: 'csv', label: 'CSV' },
];

/** The keywords of a run: one, a list (one per line), or a CSV pasted or uploaded (keyword,title,notes). */
export function KeywordInput({
  source,
  text,
  onSource,
  onText,
  onSubmit,
  error,
  disabled,
}: {
  source: TKeywordSource;
  text: string;
  onSource: (source: TKeywordSource) => void;
  onText: (text: string) => void;
  /** Enter in the one-keyword field starts the run. */
  onSubmit: () => void;
  error: string | null;
  disabled: boolean;
}) {
  const upload = (file: File | null) => {
    if (file) void file.text().then(onText);
  };
  return (
    <Stack gap={6}>
      <SegmentedControl value={source} onChange={(next) => onSource(next as TKeywordSource)} data={SOURCES} disabled={disabled} style={{ alignSelf: 'flex-start' }} data-testid="autoblog-keyword-source" />
      {source === 'one' ? (
        <TextInput
          label="Keyword"
          placeholder="how to brew cold coffee"
          value={text}
          onChange={(event) => onText(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && onSubmit()}
          error={error}
          disabled={disabled}
          data-testid="autoblog-keyword"
        />
      ) : (
        <Textarea
          label={source === 'list' ? 'Keywords, one per line' : 'CSV: keyword, title, notes'}
          description={
            source === 'list'
              ? `Each line becomes an article (up to ${AUTOBLOG_MAX_KEYWORDS}).`
              : `One row per article (up to ${AUTOBLOG_MAX_KEYWORDS}); title and notes are optional, a header row is allowed.`
          }
          placeholder={source === 'list' ? 'cold brew coffee\nfrench press guide' : 'keyword,title,notes\ncold brew coffee,Cold brew at home,"Keep it short, friendly"'}
          value={text}
          onChange={(event) => onText(event.currentTarget.value)}
          error={error}
          autosize
          minRows={4}
          maxRows={14}
          disabled={disabled}
          styles={{ input: { fontFamily: source === 'csv' ? 'var(--mantine-font-family-monospace)' : undefined } }}
          data-testid="autoblog-keywords"
        />
      )}
      {source === 'csv' ? (
        <Group gap="xs">
          <FileButton onChange={upload} accept=".csv,text/csv,text/plain" disabled={disabled}>
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<Upload size={14} />}>
                Upload a CSV file
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            Its text replaces the box above.
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
