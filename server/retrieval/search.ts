import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TAssetKind } from '@core/api/assets';
import type { TPassage } from '@core/api/citations';
import type { Db } from '../db/database';
import { assets } from '../db/schema/assets';
import { rowsOf } from '../db/rows';
import { isUuid } from './assetStore';
import { asTextSearchLanguage } from './language';

export type TSearchOptions = {
  /** Only these assets (the attach menu's selection); ids of other projects simply match nothing. */
  assetIds?: string[];
  kinds?: TAssetKind[];
  /** Passages to return, 1–50 (default 8). */
  limit?: number;
};

const DEFAULT_LIMIT = 8;
const MAX_LIMIT = 50;
/** Quotes, a leading minus or OR: the person wrote a search expression, so it is read as one. */
const SEARCH_SYNTAX = /"|(^|\s)-\S|\sor\s/i;

type TRow = { asset_id: string; kind: TAssetKind; title: string; url: string | null; location: string | null; text: string };

/**
 * The query in one language. A plain question matches passages with ANY of its words (ranking
 * puts those with more of them first); a search expression keeps websearch semantics.
 */
function tsquery(language: string, query: string): SQL {
  if (SEARCH_SYNTAX.test(query)) return sql`websearch_to_tsquery(${language}::regconfig, ${query})`;
  return sql`replace(plainto_tsquery(${language}::regconfig, ${query})::text, ' & ', ' | ')::tsquery`;
}

/**
 * Passages of a project's ready assets that answer `query`, best first, numbered 1.. for citing.
 * Full-text search in each language the project's assets were indexed in (see docs/decisions.md,
 * "Assets and retrieval"); the caller has checked that the project is the user's.
 */
export async function searchPassages(db: Db, projectId: string, query: string, options: TSearchOptions = {}): Promise<TPassage[]> {
  const text = query.trim().slice(0, 500);
  if (!text || !isUuid(projectId)) return [];
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
  const assetIds = options.assetIds?.filter(isUuid);
  if (options.assetIds && !assetIds?.length) return [];
  if (options.kinds && !options.kinds.length) return [];

  const scope: SQL[] = [eq(assets.projectId, projectId), eq(assets.status, 'ready')];
  if (assetIds) scope.push(inArray(assets.id, assetIds));
  if (options.kinds) scope.push(inArray(assets.kind, options.kinds));
  const languages = await db.selectDistinct({ language: assets.language }).from(assets).where(and(...scope));
  if (!languages.length) return [];
  // Each language's query meets only the chunks indexed in that language (no cross-stemming matches).
  const queries = sql.join(
    [...new Set(languages.map((row) => asTextSearchLanguage(row.language)))].map((language) => sql`(${language}, ${tsquery(language, text)})`),
    sql`, `,
  );

  const filters: SQL[] = [sql`c.project_id = ${projectId}`, sql`a.status = 'ready'`];
  if (assetIds) filters.push(sql`c.asset_id in (${sql.join(assetIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
  if (options.kinds) filters.push(sql`a.kind in (${sql.join(options.kinds.map((kind) => sql`${kind}`), sql`, `)})`);

  const result = await db.execute(sql`
    with q(language, query) as (values ${queries})
    select c.asset_id, a.kind, a.title, coalesce(c.url, a.url) as url, c.location, c.text
    from q, asset_chunks c join assets a on a.id = c.asset_id
    where c.tsv @@ q.query and a.language = q.language and ${sql.join(filters, sql` and `)}
    order by ts_rank(c.tsv, q.query, 1) desc, c.asset_id, c.position
    limit ${limit}`);
  return rowsOf<TRow>(result).map((row, index) => ({
    n: index + 1,
    asset_id: row.asset_id,
    kind: row.kind,
    title: row.title,
    url: row.url,
    location: row.location,
    text: row.text,
  }));
}
