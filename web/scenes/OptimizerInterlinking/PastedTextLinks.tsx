import { useState } from 'react';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { INTERLINK_TEXT_MAX } from '@core/api/interlinking';
import { LANGUAGES } from '@core/flags/catalogue';
import { errorMessage } from '@web/api/client';
import { fetchTextLinkSuggestions } from '@web/api/interlinking';
import { SuggestionCard } from '@web/editor/panels/links/SuggestionCard';
import { SuggestionsSummary } from './SuggestionsSummary';

/** Suggestions for a pasted text (or HTML) against the active project's docs and site pages; nothing is stored. */
export function PastedTextLinks({ projectId, teamId }: { projectId: string | null; teamId: string | null }) {
  const [text, setText] = useState('');
  const [language, setLanguage] = useState<string>('English-US');
  const find = useMutation({ mutationFn: () => fetchTextLinkSuggestions({ text, project_id: projectId ?? '', language, team_id: teamId }) });
  const tooLong = text.length > INTERLINK_TEXT_MAX;
  return (
    <Stack gap="sm">
      <Textarea
        label="Text"
        description="Paste an article (plain text or HTML). Links are suggested at phrases already in it."
        placeholder="Paste your text here"
        autosize
        minRows={6}
        maxRows={16}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={tooLong ? `The text is too long: at most ${INTERLINK_TEXT_MAX.toLocaleString('en-US')} characters.` : undefined}
        data-testid="links-text"
      />
      <Group align="flex-end">
        <Select label="Language" data={[...LANGUAGES]} value={language} onChange={(value) => setLanguage(value ?? 'English-US')} allowDeselect={false} w={180} />
        <Button leftSection={<Link2 size={16} />} onClick={() => find.mutate()} loading={find.isPending} disabled={!text.trim() || tooLong || !projectId}>
          Find links
        </Button>
      </Group>
      {find.isError ? (
        <Text c="red" size="sm" role="alert">
          {errorMessage(find.error)}
        </Text>
      ) : null}
      {find.data ? (
        <Stack gap="sm" data-testid="text-links">
          <SuggestionsSummary data={find.data} />
          {find.data.suggestions.map((suggestion) => (
            <SuggestionCard key={suggestion.id} suggestion={suggestion} actions={null} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
