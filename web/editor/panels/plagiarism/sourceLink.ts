/** How a source's address opens: inside the app (a doc's path), in a new tab (a web page), or not at all. */
export type TSourceLink = { kind: 'app'; to: string } | { kind: 'web'; href: string } | { kind: 'none' };

/** Only app paths and http(s) addresses become links: a page found on the web could name anything else (javascript:, data:). */
export function sourceLink(url: string): TSourceLink {
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'app', to: url };
  if (/^https?:\/\//i.test(url)) return { kind: 'web', href: url };
  return { kind: 'none' };
}
