import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useAssetSearch } from '@web/api/assets';
import { errorMessage } from '@web/api/client';

/** Searches inside every ready asset of the project and shows the passages FactGPT would cite. */
export function PassageSearch({ projectId }: { projectId: string }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const search = useAssetSearch(projectId, query);

  function submit(event: FormEvent) {
    event.preventDefault();
    setQuery(text.trim());
  }

  return (
    <Stack gap="xs">
      <form onSubmit={submit}>
        <Group gap="sm">
          <TextInput aria-label="Search inside assets" placeholder="Search inside your assets" value={text} onChange={(event) => setText(event.currentTarget.value)} w={420} />
          <Button type="submit" variant="light" loading={search.isFetching} disabled={!text.trim()}>
            Search
          </Button>
        </Group>
      </form>
      {search.isError ? <Text c="red">{errorMessage(search.error)}</Text> : null}
      {search.data && search.data.passages.length === 0 ? <Text c="dimmed">No passage matches “{query}”.</Text> : null}
      {search.data?.passages.length ? (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Search results">
          {search.data.passages.map((passage) => (
            <Paper component="li" key={`${passage.asset_id}-${passage.n}`} withBorder p="sm" radius="sm">
              <Text size="xs" c="dimmed">
                [{passage.n}] {passage.title}
                {passage.location ? ` · ${passage.location}` : ''}
                {passage.url ? ` · ${passage.url}` : ''}
              </Text>
              <Text size="sm" lineClamp={4}>
                {passage.text}
              </Text>
            </Paper>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
