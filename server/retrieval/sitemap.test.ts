import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_SITEMAP_FILES, readSitemaps } from './sitemap';

const urlset = (locs: string[]) => `<?xml version="1.0"?><urlset>${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join('')}</urlset>`;
const index = (locs: string[]) => `<sitemapindex>${locs.map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`).join('')}</sitemapindex>`;

describe('readSitemaps', () => {
  it('follows indexes, reads gzip and CDATA, unescapes entities and keeps only accepted pages', async () => {
    const files: Record<string, Buffer> = {
      'https://a.test/sitemap.xml': Buffer.from(index(['/pages.xml.gz', 'https://a.test/more.xml'])),
      'https://a.test/pages.xml.gz': zlib.gzipSync(urlset(['https://a.test/one', 'https://a.test/two?x=1&amp;y=2'])),
      'https://a.test/more.xml': Buffer.from('<urlset><url><loc><![CDATA[https://a.test/three]]></loc></url><url><loc>https://b.test/other</loc></url></urlset>'),
    };
    const pages = await readSitemaps(['https://a.test/sitemap.xml'], async (url) => files[url] ?? null, 50, (url) => url.startsWith('https://a.test/'));
    expect(pages).toEqual(['https://a.test/one', 'https://a.test/two?x=1&y=2', 'https://a.test/three']);
  });

  it('reads each file once, so cycles end, and stops at the file and page limits', async () => {
    const reads = new Map<string, number>();
    const fetchSitemap = async (url: string) => {
      reads.set(url, (reads.get(url) ?? 0) + 1);
      const n = Number(/(\d+)\.xml$/.exec(url)?.[1] ?? 0);
      // Every sitemap lists the next one, itself and the first: an endless chain with loops.
      return Buffer.from(`${index([`https://a.test/s${n + 1}.xml`, url, 'https://a.test/s0.xml'])}${urlset([`https://a.test/page${n}`])}`);
    };
    const pages = await readSitemaps(['https://a.test/s0.xml'], fetchSitemap, 1_000, () => true);
    expect(reads.size).toBe(MAX_SITEMAP_FILES);
    expect([...reads.values()].every((count) => count === 1)).toBe(true);
    expect(pages).toHaveLength(MAX_SITEMAP_FILES);
    expect(await readSitemaps(['https://a.test/s0.xml'], fetchSitemap, 3, () => true)).toHaveLength(3);
  });
});
