import { useState } from 'react';
import { Loader, Modal, Pagination, Paper, Stack, Text } from '@mantine/core';
import type { TAssetRecord } from '@core/api/assets';
import { PREVIEW_PAGE_SIZE, useAssetChunks } from '@web/api/assets';
import { errorMessage } from '@web/api/client';

const pageOf = (position: number | null) => (position === null ? 1 : Math.floor(position / PREVIEW_PAGE_SIZE) + 1);

/**
 * The asset's text as indexed, passage by passage with its location. With `focus` (a cited
 * passage's position) it opens on that passage's page, marked and scrolled into view. The parent
 * keys it by asset and focus, so another one starts on its own page.
 */
export function AssetPreview({ asset, focus = null, onClose }: { asset: TAssetRecord | null; focus?: number | null; onClose: () => void }) {
  const [page, setPage] = useState(pageOf(focus));
  const chunks = useAssetChunks(asset?.id ?? null, page);
  const pages = Math.max(1, Math.ceil((chunks.data?.total ?? 0) / PREVIEW_PAGE_SIZE));

  return (
    <Modal
      opened={asset !== null}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      title={asset?.title ?? ''}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        {chunks.isLoading ? <Loader size="sm" /> : null}
        {chunks.isError ? <Text c="red">{errorMessage(chunks.error)}</Text> : null}
        {chunks.data?.chunks.map((chunk) => {
          const cited = chunk.position === focus;
          return (
            <Paper
              key={chunk.position}
              ref={cited ? (node: HTMLDivElement | null) => node?.scrollIntoView({ block: 'center' }) : undefined}
              withBorder
              p="sm"
              radius="sm"
              bg={cited ? 'yellow.0' : undefined}
              style={cited ? { borderColor: 'var(--mantine-color-yellow-6)' } : undefined}
              aria-current={cited ? 'true' : undefined}
              data-testid={cited ? 'cited-passage' : undefined}
            >
              <Text size="xs" c="dimmed">
                {[cited ? 'Cited passage' : null, chunk.location, chunk.url].filter(Boolean).join(' · ') || `Passage ${chunk.position + 1}`}
              </Text>
              <Text size="sm">{chunk.text}</Text>
            </Paper>
          );
        })}
        {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} size="sm" /> : null}
      </Stack>
    </Modal>
  );
}
