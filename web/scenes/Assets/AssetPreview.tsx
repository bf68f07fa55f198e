import { useState } from 'react';
import { Loader, Modal, Pagination, Paper, Stack, Text } from '@mantine/core';
import type { TAssetRecord } from '@core/api/assets';
import { useAssetChunks } from '@web/api/assets';
import { errorMessage } from '@web/api/client';

/** The asset's text as indexed, passage by passage with its location. */
export function AssetPreview({ asset, onClose }: { asset: TAssetRecord | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const chunks = useAssetChunks(asset?.id ?? null, page);
  const pages = Math.max(1, Math.ceil((chunks.data?.total ?? 0) / 20));

  return (
    <Modal
      opened={asset !== null}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      title={asset?.title ?? ''}
      size="xl"
    >
      <Stack gap="sm">
        {chunks.isLoading ? <Loader size="sm" /> : null}
        {chunks.isError ? <Text c="red">{errorMessage(chunks.error)}</Text> : null}
        {chunks.data?.chunks.map((chunk) => (
          <Paper key={chunk.position} withBorder p="sm" radius="sm">
            <Text size="xs" c="dimmed">
              {[chunk.location, chunk.url].filter(Boolean).join(' · ') || `Passage ${chunk.position + 1}`}
            </Text>
            <Text size="sm">{chunk.text}</Text>
          </Paper>
        ))}
        {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} size="sm" /> : null}
      </Stack>
    </Modal>
  );
}
