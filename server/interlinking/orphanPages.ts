import { sql } from 'drizzle-orm';
import { comparableUrl } from '@core/analysis/interlinking';
import type { TOrphansResponse } from '@core/api/interlinking';
import type { Db } from '../db/database';
import { blogs } from '../db/schema/blogs';
import type { TLinkScope } from './linkScope';
import { scopedBlogs, sitePages } from './linkTargetsLoader';

/** Bounds of the report: pages listed and docs whose links are read. */
export const MAX_ORPHAN_PAGES = 2_000;
export const MAX_LINKING_DOCS = 5_000;

/**
 * The pages of the project's URL and domain assets that none of the scope's docs links to (by URL,
 * fragment, trailing slash and scheme ignored). The caller has authorized the project.
 */
export async function orphanPages(db: Db, scope: TLinkScope): Promise<TOrphansResponse> {
  // Only the hrefs leave the database, not the docs' HTML.
  const hrefRows = await db
    .select({ hrefs: sql<string[] | null>`(select array_agg(m[1]) from regexp_matches(${blogs.copyToSave}, 'href="([^"]*)"', 'g') as m)` })
    .from(blogs)
    .where(scopedBlogs(scope))
    .limit(MAX_LINKING_DOCS + 1);
  const linked = new Set<string>();
  for (const row of hrefRows.slice(0, MAX_LINKING_DOCS)) for (const href of row.hrefs ?? []) linked.add(comparableUrl(href.replace(/&amp;/g, '&')));
  const { pages, more } = await sitePages(db, scope.projectId, MAX_ORPHAN_PAGES, 0);
  const notices: string[] = [];
  if (more) notices.push(`Only the first ${MAX_ORPHAN_PAGES.toLocaleString('en-US')} pages of your sites were checked.`);
  if (hrefRows.length > MAX_LINKING_DOCS) notices.push(`Only the links of ${MAX_LINKING_DOCS.toLocaleString('en-US')} docs were read.`);
  return {
    pages: pages.filter((page) => !linked.has(comparableUrl(page.url))).map((page) => ({ url: page.url, title: page.title, asset_id: page.assetId })),
    pages_considered: pages.length,
    docs_considered: Math.min(hrefRows.length, MAX_LINKING_DOCS),
    notices,
  };
}
