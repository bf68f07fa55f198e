import type { TSaveBlogInput } from '@core/api/blogs';

/**
 * The save call (POST /api/save/user/copy, as saveBlog in web/api/blogs.ts) as the page goes away:
 * fetch with keepalive outlives the page, and unlike sendBeacon sends JSON.
 */
export function saveBlogOnExit(input: TSaveBlogInput): void {
  void fetch('/api/save/user/copy', {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  }).catch(() => undefined);
}
