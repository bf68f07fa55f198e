import type { TAssetRecord } from '@core/api/assets';
import { countOf } from '@core/text/countOf';

/** "2.4 MB", "820 KB", "312 B". */
export function formatSize(bytes: number): string {
  if (bytes >= 1_048_576) return `${(bytes / 1_048_576).toFixed(1)} MB`;
  if (bytes >= 1_024) return `${Math.round(bytes / 1_024)} KB`;
  return `${bytes} B`;
}

/** What the status badge says, with crawl progress for domains. */
export function statusLabel(asset: TAssetRecord): string {
  if (asset.status === 'queued') return 'Waiting';
  if (asset.status === 'indexing') {
    if (asset.kind !== 'domain') return 'Reading';
    return asset.pages_total ? `Reading ${asset.pages_indexed ?? 0} of ${countOf(asset.pages_total, 'page')}` : `Reading (${countOf(asset.pages_indexed ?? 0, 'page')})`;
  }
  if (asset.status === 'failed') return 'Failed';
  return 'Ready';
}

export const STATUS_COLORS: Record<TAssetRecord['status'], string> = { queued: 'gray', indexing: 'blue', ready: 'green', failed: 'red' };

/**
 * The small print under an asset's title: size, pages, chunks, and for a page the site it came
 * from with its fetch time (a domain's title is already its site).
 */
export function assetDetails(asset: TAssetRecord): string {
  const parts = [formatSize(asset.size)];
  if (asset.kind === 'domain' && asset.pages_indexed !== null) parts.push(countOf(asset.pages_indexed, 'page'));
  parts.push(countOf(asset.chunk_count, 'passage'));
  if (asset.kind === 'url' && asset.site) parts.push(asset.site);
  if (asset.fetched_at) parts.push(`fetched ${new Date(asset.fetched_at).toLocaleString()}`);
  return parts.join(' · ');
}
