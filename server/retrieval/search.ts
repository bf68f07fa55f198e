import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TAssetKind } from '@core/api/assets';
import type { TPassage } from '@core/api/citations';
import { isContentWord, isSearchWord, wordsOf } from '@core/analysis/contentWords';
import type { Db } from '../db/database';
import { assets } from '../db/schema/assets';
import { rowsOf } from '../db/rows';
import { isUuid } from './assetStore';
import { asTextSearchLanguage } from './language';
import { reciprocalRankFusion } from './vectors/reciprocalRankFusion';
import { vectorIndexOf } from './vectors/vectorIndex';
import { embedQuery, nearestChunks, scopeHasEmbeddings } from './vectors/vectorSearch';

export type TSearchOptions = {
  /** Only these assets (the attach menu's selection); ids of other projects simply match nothing. */
  assetIds?: string[];
  kinds?: TAssetKind[];
  /** Passages to return, 1–50 (default 8). */
  limit?: number;
};

const DEFAULT_LIMIT = 8;
/** Chunks considered per query word in the any-word stage (see candidatesOf). */
const CANDIDATES_PER_WORD = 300;
/** Query words looked up one by one in the any-word stage; a longer question keeps its first ones. */
const MAX_WORDS = 8;
const MAX_LIMIT = 50;
/** Candidates each ranking brings to the fusion in hybrid search (at least the limit). */
const FUSION_DEPTH = 20;
/** Quotes, a leading minus or OR: the person wrote a search expression, so it is read as one. */
const SEARCH_SYNTAX = /"|(^|\s)-\S|\sor\s/i;

/**
 * core's isSearchable in SQL, over the assets table as `table` names it: ready, or a URL or file
 * being read again with its earlier text.
 */
const searchableAsset = (table: string) =>
  sql.raw(`(${table}.status = 'ready' or (${table}.status in ('queued', 'indexing') and ${table}.kind <> 'domain' and ${table}.chunk_count > 0))`);

/**
 * The words a plain query is searched and ranked by: its content words (what it is about), or, when
 * it has none, every word but the function words. Shared function words and stock phrases ("more
 * than", "was built") say nothing about a passage, and a text indexed with the 'simple'
 * configuration keeps them. Empty when the query is only function words.
 */
export function searchTermsOf(query: string): string[] {
  const words = wordsOf(query).map((word) => word.text.toLowerCase());
  const content = words.filter(isContentWord);
  return [...new Set(content.length ? content : words.filter(isSearchWord))];
}

type TRow = { id: string; asset_id: string; kind: TAssetKind; title: string; url: string | null; location: string | null; text: string; position: number };
type TMatch = 'all' | 'any' | 'expression';

/**
 * The query in one language: all of its words, any of them, or (for a search expression) what
 * websearch syntax says.
 */
function tsquery(language: string, query: string, match: TMatch): SQL {
  if (match === 'expression') return sql`websearch_to_tsquery(${language}::regconfig, ${query})`;
  if (match === 'all') return sql`plainto_tsquery(${language}::regconfig, ${query})`;
  return sql`replace(plainto_tsquery(${language}::regconfig, ${query})::text, ' & ', ' | ')::tsquery`;
}

/**
 * Passages of a project's ready assets that answer `query`, best first, numbered 1.. for citing.
 * Full-text search in each language the project's assets were indexed in (see docs/decisions.md,
 * "Assets and retrieval"). A plain question is searched by its content words (searchTermsOf):
 * first passages with all of them; when those are fewer than `limit`, passages with any of them
 * follow (ranked, so more words first).
 * When the scope has embeddings (an embedding model and pgvector), the nearest chunks by meaning
 * are fused with that ranking by reciprocal rank fusion, so a passage that shares no word with
 * the question can still be found.
 * The caller has checked that the user may reach the project (the project rule, policies/project.ts).
 */
export async function searchPassages(db: Db, projectId: string, query: string, options: TSearchOptions = {}): Promise<TPassage[]> {
  const raw = query.trim().slice(0, 500);
  const expression = SEARCH_SYNTAX.test(raw);
  const terms = expression ? [] : searchTermsOf(raw);
  const text = expression ? raw : terms.join(' ');
  if (!text || !isUuid(projectId)) return [];
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
  const assetIds = options.assetIds?.filter(isUuid);
  if (options.assetIds && !assetIds?.length) return [];
  if (options.kinds && !options.kinds.length) return [];

  const scope: SQL[] = [eq(assets.projectId, projectId), searchableAsset('assets')];
  if (assetIds) scope.push(inArray(assets.id, assetIds));
  if (options.kinds) scope.push(inArray(assets.kind, options.kinds));
  const rows = await db.selectDistinct({ language: assets.language }).from(assets).where(and(...scope));
  const languages = [...new Set(rows.map((row) => asTextSearchLanguage(row.language)))];
  if (!languages.length) return [];

  const filters: SQL[] = [sql`c.project_id = ${projectId}`, searchableAsset('a')];
  if (assetIds) filters.push(sql`c.asset_id in (${sql.join(assetIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
  if (options.kinds) filters.push(sql`a.kind in (${sql.join(options.kinds.map((kind) => sql`${kind}`), sql`, `)})`);

  /**
   * The any-word stage ranks candidates, not every chunk with any word: up to CANDIDATES_PER_WORD
   * chunks per word of the query, so a rare (telling) word brings all its chunks while a common
   * one brings a sample. Ranking every chunk that holds a common word cost 100+ ms at 50,000 chunks.
   */
  const candidatesOf = () => {
    const words = terms.slice(0, MAX_WORDS);
    const scans = languages.flatMap((language) =>
      words.map(
        (word) =>
          sql`(select c.id from asset_chunks c join assets a on a.id = c.asset_id where c.tsv @@ plainto_tsquery(${language}::regconfig, ${word}) and ${sql.join(filters, sql` and `)} limit ${CANDIDATES_PER_WORD})`,
      ),
    );
    return scans.length ? sql` and c.id in (${sql.join(scans, sql` union `)})` : sql``;
  };

  const run = async (match: TMatch, exclude: string[], count: number) => {
    // Each language's query meets only the chunks indexed in that language (no cross-stemming matches).
    const queries = sql.join(
      languages.map((language) => sql`(${language}, ${tsquery(language, text, match)})`),
      sql`, `,
    );
    const candidates = match === 'any' ? candidatesOf() : sql``;
    const skip = exclude.length ? sql` and c.id not in (${sql.join(exclude.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
    const result = await db.execute(sql`
      with q(language, query) as (values ${queries})
      select c.id, c.asset_id, a.kind, a.title, coalesce(c.url, a.url) as url, c.location, c.text, c.position
      from q, asset_chunks c join assets a on a.id = c.asset_id
      where c.tsv @@ q.query and a.language = q.language and ${sql.join(filters, sql` and `)}${candidates}${skip}
      order by ts_rank(c.tsv, q.query, 1) desc, c.asset_id, c.position
      limit ${count - exclude.length}`);
    return rowsOf<TRow>(result);
  };

  const fullText = async (count: number): Promise<TRow[]> => {
    if (expression) return run('expression', [], count);
    const all = await run('all', [], count);
    return all.length < count ? [...all, ...(await run('any', all.map((row) => row.id), count))] : all;
  };

  let found: TRow[];
  const vectors = vectorIndexOf(db);
  // A search expression (quotes, -word, or) means what it says: the vector side would ignore it.
  if (!vectors || expression || !(await scopeHasEmbeddings(db, projectId, assetIds))) {
    found = await fullText(limit);
  } else {
    const depth = Math.max(limit, FUSION_DEPTH);
    // The full-text ranking runs while the provider embeds the question (its round trip is most of
    // a hybrid search's time); the vector scan starts as soon as the embedding arrives.
    const nearestSide = embedQuery(vectors, raw).then(
      (vector) => nearestChunks<TRow>(db, vectors, vector, { projectId, assetIds, filters }, depth),
      (error: unknown) => {
        vectors.logger.warn({ err: error }, 'the embedding model did not answer; this search is full-text only');
        return null;
      },
    );
    const [words, nearest] = await Promise.all([fullText(depth), nearestSide]);
    // The first `limit` of a deeper full-text ranking are the full-text ranking of `limit`.
    found = nearest ? reciprocalRankFusion([words, nearest], (row) => row.id).slice(0, limit) : words.slice(0, limit);
  }
  return found.map((row, index) => ({
    n: index + 1,
    asset_id: row.asset_id,
    kind: row.kind,
    title: row.title,
    url: row.url,
    location: row.location,
    text: row.text,
    position: Number(row.position),
  }));
}
