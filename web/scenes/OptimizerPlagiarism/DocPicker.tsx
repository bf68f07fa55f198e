import { useState } from 'react';
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useBlogList, type TBlogScope } from '@web/api/blogs';

/** Docs offered at once; the search box finds the others. */
const PICKER_PAGE = 50;

/** Chooses one of the active project's docs to check (searchable, newest update first). */
export function DocPicker({ scope, value, onChange, disabled }: { scope: TBlogScope; value: string | null; onChange: (copyId: string | null) => void; disabled?: boolean }) {
  const [search, setSearch] = useState('');
  // The chosen doc stays an option while a search lists others (the box shows its label).
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search === chosen?.label ? '' : search, 300);
  const list = useBlogList(scope, { start: 0, end: PICKER_PAGE, search: debounced, sort: 'desc' });
  const items = list.data?.saved_items ?? [];
  const data = items.map((item) => ({ value: item._id, label: `${item.title.trim() || 'Untitled doc'} · ${item.word_count.toLocaleString()} words` }));
  if (chosen && chosen.value === value && !data.some((option) => option.value === chosen.value)) data.unshift(chosen);
  return (
    <>
      <Select
        label="Doc"
        placeholder={list.isPending ? 'Loading docs…' : 'Choose a doc of this project'}
        data={data}
        value={value}
        onChange={(next, option) => {
          setChosen(next && option ? { value: next, label: option.label } : null);
          onChange(next);
        }}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={list.isPending ? 'Loading…' : 'No doc matches'}
        disabled={disabled}
        clearable
      />
      {list.isError ? (
        <Text size="sm" c="red">
          We could not load the project's docs. Try again in a moment.
        </Text>
      ) : null}
    </>
  );
}
