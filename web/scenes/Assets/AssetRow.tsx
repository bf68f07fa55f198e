import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { TAssetRecord } from '@core/api/assets';
import { errorMessage } from '@web/api/client';
import { useDeleteAsset, useRefetchAsset } from '@web/api/assets';
import { showAlert, showSnackbar } from '@web/state/alerts';
import { askConfirmation } from '@web/state/confirm';
import { assetDetails, STATUS_COLORS, statusLabel } from './assetFormat';

type TProps = { asset: TAssetRecord; onPreview: (asset: TAssetRecord) => void };

/** Pages and sites change, so they can be fetched again; a stored file only needs it after a failure. */
function showsRefetch(asset: TAssetRecord): boolean {
  return asset.can_refetch && (asset.kind !== 'file' || asset.status === 'failed');
}

/** One asset: title, address, status (with crawl progress), and Preview, Re-fetch (or Retry) and Delete. */
export function AssetRow({ asset, onPreview }: TProps) {
  const refetch = useRefetchAsset(asset.project_id);
  const remove = useDeleteAsset(asset.project_id);
  const busy = asset.status === 'queued' || asset.status === 'indexing';

  async function confirmDelete() {
    const confirmed = await askConfirmation({
      title: 'Delete asset?',
      message: `Delete “${asset.title}” and everything indexed from it? This cannot be undone.`,
      confirmLabel: 'Delete asset',
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(asset.id, { onSuccess: () => showSnackbar(`Deleted ${asset.title}`), onError: (error) => showAlert(errorMessage(error)) });
  }

  return (
    <Paper component="li" withBorder radius="md" p="sm" pl="md" aria-label={asset.title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={500} truncate>
              {asset.title}
            </Text>
            <Badge color={STATUS_COLORS[asset.status]} variant="light" style={{ flexShrink: 0 }}>
              {statusLabel(asset)}
            </Badge>
          </Group>
          {asset.url ? (
            <Anchor href={asset.url} target="_blank" rel="noreferrer noopener" size="sm" truncate>
              {asset.url}
            </Anchor>
          ) : null}
          <Text size="xs" c="dimmed">
            {assetDetails(asset)}
          </Text>
          {asset.status === 'failed' && asset.error ? (
            <Text size="sm" c="red" role="status">
              {asset.error}
            </Text>
          ) : null}
          {asset.status === 'failed' && !asset.can_refetch ? (
            <Text size="sm" c="dimmed">
              This file is not kept on the server, so it cannot be retried. Upload the file again.
            </Text>
          ) : null}
          {asset.status === 'ready' && asset.error ? (
            <Text size="sm" c="orange.8" role="status">
              {asset.error}
            </Text>
          ) : null}
          {asset.status === 'ready' && asset.embedding_error ? (
            <Text size="sm" c="orange.8" role="status">
              {asset.embedding_error}
            </Text>
          ) : null}
          {busy && asset.kind === 'domain' && asset.pages_total ? (
            <Progress value={((asset.pages_indexed ?? 0) / asset.pages_total) * 100} size="sm" aria-label="Crawl progress" />
          ) : null}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" size="xs" disabled={asset.chunk_count === 0} onClick={() => onPreview(asset)}>
            Preview
          </Button>
          {showsRefetch(asset) ? (
            <Button
              variant="light"
              size="xs"
              disabled={busy}
              loading={refetch.isPending}
              onClick={() => refetch.mutate(asset.id, { onError: (error) => showAlert(errorMessage(error)) })}
            >
              {asset.status === 'failed' ? 'Retry' : 'Re-fetch'}
            </Button>
          ) : null}
          <Button variant="subtle" color="red" size="xs" loading={remove.isPending} onClick={() => void confirmDelete()}>
            Delete
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
