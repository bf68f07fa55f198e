import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { assetChunks, type TAssetRow } from '../db/schema/assets';
import { updateAsset } from './assetStore';
import { parseHtmlPage } from './extract/html';
import type { HostPacer } from './hostPacer';
import { appendDomainPage, NoTextError } from './indexer';
import { assetIndexed } from './vectors/vectorIndex';
import { parseRobots } from './robots';
import { FetchError, safeFetch, type TFetchPolicy } from './safeFetch';
import { readSitemaps } from './sitemap';

export type TCrawlSettings = { policy: TFetchPolicy; pacer: HostPacer; maxPages: number };

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];
const SITEMAP_TYPES = ['application/xml', 'text/xml', 'application/gzip', 'application/x-gzip', 'application/octet-stream', 'text/plain'];
/** Links to files rather than pages; the crawler does not follow them. */
const NOT_A_PAGE = /\.(?:jpe?g|png|gif|webp|svg|ico|css|js|json|xml|pdf|zip|gz|mp[34]|mov|avi|woff2?|ttf|eot|docx?|xlsx?|pptx?)$/i;

/** The address a domain asset starts from: "example.com" becomes https://example.com/. */
export function domainRoot(domain: string): URL {
  const withScheme = /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
  const url = new URL(withScheme);
  return new URL(`${url.protocol}//${url.host}/`);
}

function samePage(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.toString();
}

function sameSite(root: URL, url: string): boolean {
  try {
    const parsed = new URL(url);
    const bare = (host: string) => host.replace(/^www\./, '');
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && bare(parsed.host) === bare(root.host);
  } catch {
    return false;
  }
}

async function indexedPages(db: Db, assetId: string): Promise<Set<string>> {
  const rows = await db.selectDistinct({ url: assetChunks.url }).from(assetChunks).where(eq(assetChunks.assetId, assetId));
  return new Set(rows.map((row) => row.url).filter((url): url is string => Boolean(url)));
}

/**
 * Reads a site into a domain asset: the pages its sitemaps list, or, without sitemaps, a
 * breadth-first crawl from the home page, at most `maxPages` pages, robots.txt respected and one
 * request per host per interval. Pages already stored are skipped, so a crawl interrupted by a
 * restart resumes where it stopped. Pages that fail are skipped; no readable page fails the asset.
 */
export async function crawlDomain(db: Db, settings: TCrawlSettings, asset: TAssetRow, signal: AbortSignal): Promise<TAssetRow> {
  const root = domainRoot(asset.url ?? asset.title);
  const { policy, pacer, maxPages } = settings;
  const get = async (url: string, accept: string[]) => {
    signal.throwIfAborted();
    await pacer.wait(root.host, signal, robots.crawlDelayMs);
    return safeFetch(url, policy, { accept, missingIsNull: true });
  };

  let robots = parseRobots(null);
  const robotsFile = await get(new URL('/robots.txt', root).toString(), ['text/']).catch((error) => {
    // A site we may not reach at all fails now, with the reason; a missing robots.txt allows all.
    if (error instanceof FetchError && (error.code === 'blocked' || error.code === 'bad_url' || error.code === 'network' || error.code === 'timeout')) throw error;
    // RFC 9309 §2.3.1.4: robots.txt unreachable (5xx, or 429) means "crawl nothing" for now; the job retries later.
    if (error instanceof FetchError && error.code === 'http_status' && (error.status === 429 || (error.status ?? 0) >= 500)) {
      throw new FetchError(`The site's robots.txt answered with status ${error.status}, so nothing was crawled. Try again later.`, 'http_status', error.status);
    }
    return null;
  });
  robots = parseRobots(robotsFile?.body.toString('utf8') ?? null);
  const allowed = (url: string) => sameSite(root, url) && robots.isAllowed(new URL(url).pathname + new URL(url).search);

  const listed = robots.sitemaps.flatMap((file) => {
    try {
      return [new URL(file, root).toString()];
    } catch {
      return [];
    }
  });
  const sitemapFiles = listed.length ? listed : [new URL('/sitemap.xml', root).toString()];
  const fromSitemaps = await readSitemaps(
    sitemapFiles.filter((file) => sameSite(root, file)),
    async (file) => (await get(file, SITEMAP_TYPES))?.body ?? null,
    maxPages,
    allowed,
  );

  const done = await indexedPages(db, asset.id);
  const queue = fromSitemaps.length ? fromSitemaps.map(samePage) : [root.toString()];
  const seen = new Set(queue);
  const crawling = fromSitemaps.length === 0;
  let visited = 0;
  await updateAsset(db, asset.id, { status: 'indexing', pagesTotal: crawling ? null : queue.length });

  while (queue.length && visited < maxPages) {
    const pageUrl = queue.shift()!;
    visited += 1;
    // A stored page is read again only when its links are needed to find the rest of the site.
    if (done.has(pageUrl) && !crawling) continue;
    let page;
    try {
      page = await get(pageUrl, HTML_TYPES);
    } catch (error) {
      if (signal.aborted) throw error;
      continue;
    }
    if (!page) continue;
    const parsed = parseHtmlPage(page.body.toString('utf8'), page.url);
    if (crawling) {
      for (const link of parsed.links) {
        const next = samePage(link);
        if (seen.size >= maxPages * 4 || seen.has(next) || NOT_A_PAGE.test(new URL(next).pathname) || !allowed(next)) continue;
        seen.add(next);
        queue.push(next);
      }
      await updateAsset(db, asset.id, { pagesTotal: Math.min(maxPages, visited + queue.length) });
    }
    if (!done.has(pageUrl)) await appendDomainPage(db, asset, pageUrl, { title: parsed.title, blocks: parsed.blocks }, page.body.length);
  }

  const [{ pages } = { pages: 0 }] = await db
    .select({ pages: sql<number>`count(distinct ${assetChunks.url})::int` })
    .from(assetChunks)
    .where(eq(assetChunks.assetId, asset.id));
  if (!pages) throw new NoTextError(`No page with readable text was found on ${root.host}.`);
  const finished = await updateAsset(db, asset.id, { status: 'ready', error: null, pagesIndexed: pages, pagesTotal: visited, fetchedAt: new Date() });
  await assetIndexed(db, asset.id);
  return finished!;
}
