import { useState } from 'react';
import { Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TAssetKind, TAssetRecord } from '@core/api/assets';
import { useAssetList } from '@web/api/assets';
import { errorMessage } from '@web/api/client';
import { AssetRow } from './AssetRow';

const PAGE_SIZE = 25;
const EMPTY: Record<TAssetKind, string> = {
  file: 'No files yet. Upload PDF, DOCX, TXT, Markdown or HTML files above.',
  url: 'No URLs yet. Add a page above; its main text is read for you.',
  domain: 'No domains yet. Add a site above; its sitemap (or a short crawl) is read for you.',
};

/** The assets of one kind in the project, filtered by title or address, a page at a time. */
export function AssetList({ projectId, kind, onPreview }: { projectId: string; kind: TAssetKind; onPreview: (asset: TAssetRecord) => void }) {
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useAssetList(projectId, kind, debounced, page, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <TextInput
          aria-label="Filter by title or address"
          placeholder="Filter by title or address"
          value={filter}
          onChange={(event) => {
            setFilter(event.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
        {list.isFetching ? <Loader size="xs" aria-label="Refreshing" /> : null}
      </Group>
      {list.isError ? <Text c="red">{errorMessage(list.error)}</Text> : null}
      {list.data && list.data.assets.length === 0 ? <Text c="dimmed">{debounced ? 'Nothing matches that filter.' : EMPTY[kind]}</Text> : null}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Assets">
        {list.data?.assets.map((asset) => <AssetRow key={asset.id} asset={asset} onPreview={onPreview} />)}
      </Stack>
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} size="sm" /> : null}
    </Stack>
  );
}
