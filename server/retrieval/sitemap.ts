import zlib from 'node:zlib';

/** At most this many sitemap files are read for one domain (indexes pointing at indexes, loops). */
export const MAX_SITEMAP_FILES = 20;

export type TSitemapFetcher = (url: string) => Promise<Buffer | null>;

function decode(body: Buffer): string {
  const bytes = body[0] === 0x1f && body[1] === 0x8b ? zlib.gunzipSync(body, { maxOutputLength: 50 * 1_048_576 }) : body;
  return bytes.toString('utf8');
}

function unescapeXml(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'");
}

/** The <loc> of every <sitemap> entry (another sitemap file) and every <url> entry (a page). */
function entries(xml: string): { kind: 'sitemap' | 'url'; loc: string }[] {
  return [...xml.matchAll(/<(sitemap|url)\b[^>]*>([\s\S]*?)<\/\1>/gi)].flatMap((match) => {
    const loc = /<loc>\s*(?:<!\[CDATA\[)?\s*([^<\]]+?)\s*(?:\]\]>)?\s*<\/loc>/i.exec(match[2]!)?.[1];
    return loc ? [{ kind: match[1]!.toLowerCase() as 'sitemap' | 'url', loc: unescapeXml(loc) }] : [];
  });
}

/**
 * Page addresses listed by the sitemaps (following sitemap indexes), in order, up to `maxPages`.
 * Each sitemap file is read once, so a sitemap that lists itself or a cycle of indexes ends.
 */
export async function readSitemaps(start: string[], fetchSitemap: TSitemapFetcher, maxPages: number, accept: (url: string) => boolean): Promise<string[]> {
  const queue = [...start];
  const seenFiles = new Set<string>();
  const pages = new Set<string>();
  while (queue.length && seenFiles.size < MAX_SITEMAP_FILES && pages.size < maxPages) {
    const file = queue.shift()!;
    if (seenFiles.has(file)) continue;
    seenFiles.add(file);
    const body = await fetchSitemap(file).catch(() => null);
    if (!body) continue;
    let xml: string;
    try {
      xml = decode(body);
    } catch {
      continue;
    }
    for (const { kind, loc } of entries(xml)) {
      let url: string;
      try {
        url = new URL(loc, file).toString();
      } catch {
        continue;
      }
      if (kind === 'sitemap') {
        if (!seenFiles.has(url)) queue.push(url);
      } else if (accept(url) && pages.size < maxPages) {
        pages.add(url);
      }
    }
  }
  return [...pages];
}
