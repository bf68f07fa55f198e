/** A doc's address in the app: what a link to another doc points at (relative, so it survives a new host). */
export function docAppUrl(docId: string): string {
  return `/blogs/editor?copy_id=${encodeURIComponent(docId)}`;
}

/** A URL compared loosely: no fragment, no trailing slash, host lower-cased, http and https alike. */
export function comparableUrl(url: string): string {
  const trimmed = url.trim();
  try {
    const parsed = new URL(trimmed, 'http://relative.invalid');
    const path = parsed.pathname.replace(/\/+$/, '');
    return `${parsed.host.toLowerCase()}${path}${parsed.search}`;
  } catch {
    return trimmed.replace(/#.*$/, '').replace(/\/+$/, '').toLowerCase();
  }
}

/** The doc id an href opens in the app (…/blogs/editor?copy_id=…), or null. */
export function docIdOfHref(href: string): string | null {
  const match = /[?&]copy_id=([^&#]+)/.exec(href);
  return match && /\/blogs\/editor/.test(href) ? decodeURIComponent(match[1]!) : null;
}

/** Whether a link's href already points at this target (a page by its URL, a doc by its id). */
export function hrefReaches(href: string, target: { kind: 'doc' | 'page'; id: string; url: string }): boolean {
  if (target.kind === 'doc' && docIdOfHref(href) === target.id) return true;
  return comparableUrl(href) === comparableUrl(target.url);
}
