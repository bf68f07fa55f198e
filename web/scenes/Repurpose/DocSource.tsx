import { useState } from 'react';
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { htmlToText } from '@core/analysis/fingerprint/htmlText';
import { fetchBlog, useBlogList, type TBlogScope } from '@web/api/blogs';
import { errorMessage } from '@web/api/client';

const DOCS_SHOWN = 20;

/**
 * One of the writer's docs as the source: the active project's docs, newest first, searchable by
 * title; the chosen doc's text (its HTML read as text) fills the source box, where it can be edited.
 */
export function DocSource({ scope, disabled, onText }: { scope: TBlogScope; disabled?: boolean; onText: (text: string) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<{ id: string; title: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const docs = useBlogList(scope, { start: 0, end: DOCS_SHOWN, search: debounced, sort: 'desc' });
  const data = (docs.data?.saved_items ?? []).map((doc) => ({ value: doc._id, label: doc.title || 'Untitled doc' }));
  if (chosen && !data.some((item) => item.value === chosen.id)) data.unshift({ value: chosen.id, label: chosen.title });

  const choose = async (id: string | null, title: string) => {
    if (!id) return;
    setChosen({ id, title });
    setError(null);
    setLoading(true);
    try {
      const doc = await fetchBlog(scope.uid, id);
      onText(htmlToText(doc.copy_to_save));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Select
        label="Doc"
        placeholder={docs.isPending ? 'Loading your docs…' : 'Search your docs'}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={docs.isFetching ? 'Loading…' : 'No doc by that title in this project'}
        data={data}
        value={chosen?.id ?? null}
        disabled={disabled || loading}
        onChange={(id, option) => void choose(id, option?.label ?? '')}
        data-testid="repurpose-doc"
      />
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      {chosen && !loading && !error ? (
        <Text size="xs" c="dimmed">
          The text of “{chosen.title}” is below; edit it as you like before generating.
        </Text>
      ) : null}
    </>
  );
}
