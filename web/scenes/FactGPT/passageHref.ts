import type { TPassage } from '@core/api/citations';

/** Where a passage can be read in full: its page for URLs and web results, the asset (at the passage) for files. */
export function passageHref(passage: TPassage): string | null {
  if (passage.url) return passage.url;
  if (!passage.asset_id) return null;
  const at = passage.position === undefined ? '' : `&passage=${passage.position}`;
  return `/assets?asset_id=${encodeURIComponent(passage.asset_id)}${at}`;
}
