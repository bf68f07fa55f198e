import { and, asc, eq } from 'drizzle-orm';
import { wordTokens } from '@core/analysis/language';
import type { TBriefPage } from '@core/api/seo';
import type { Db } from '../db/database';
import { assetChunks } from '../db/schema/assets';
import { searchPassages } from '../retrieval/search';
import { MAX_PAGE_TEXT_CHARS } from './pageReader';

/** A page of the user's own URL and domain assets, read from its stored chunks (never fetched). */
export type TAssetPage = { url: string; title: string; headings: TBriefPage['headings']; text: string; wordCount: number };

/** Passages looked at to find the asset pages about the keyword. */
const PASSAGES = 50;

/**
 * Without a web search, the pages of the project's URL and domain assets that are about the
 * keyword (full-text search, best first), at most `limit`, each with its whole stored text (capped)
 * and its section headings (the chunker's headings, as H2). The caller has checked the project.
 */
export async function assetPagesFor(db: Db, projectId: string, keyword: string, limit: number): Promise<TAssetPage[]> {
  if (limit <= 0) return [];
  const passages = await searchPassages(db, projectId, keyword, { kinds: ['url', 'domain'], limit: PASSAGES });
  const found = new Map<string, { assetId: string; title: string }>();
  for (const passage of passages) {
    if (!passage.url || !passage.asset_id || found.has(passage.url)) continue;
    found.set(passage.url, { assetId: passage.asset_id, title: passage.title });
    if (found.size >= limit) break;
  }
  const pages: TAssetPage[] = [];
  for (const [url, { assetId, title }] of found) {
    const chunks = await db
      .select({ heading: assetChunks.heading, text: assetChunks.text })
      .from(assetChunks)
      .where(and(eq(assetChunks.assetId, assetId), eq(assetChunks.url, url)))
      .orderBy(asc(assetChunks.position));
    const headings: TBriefPage['headings'] = [];
    for (const chunk of chunks) {
      if (chunk.heading && headings.at(-1)?.text !== chunk.heading) headings.push({ level: 2, text: chunk.heading.slice(0, 200) });
    }
    const text = chunks.map((chunk) => chunk.text).join('\n\n').slice(0, MAX_PAGE_TEXT_CHARS);
    const wordCount = wordTokens(text).length;
    if (wordCount) pages.push({ url, title, headings: headings.slice(0, 80), text, wordCount });
  }
  return pages;
}
