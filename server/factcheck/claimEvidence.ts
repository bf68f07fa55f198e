import { inArray } from 'drizzle-orm';
import { verifySpan } from '@core/analysis/claims';
import { evidenceWindows } from '@core/analysis/evidence';
import type { TEvidencePassage } from '@core/api/factcheck';
import { cutAtWord } from '@core/text/cutAtWord';
import type { Db } from '../db/database';
import { assets } from '../db/schema/assets';
import { searchPassages } from '../retrieval/search';
import type { TWebSearch } from '../search';
import { pageFailure, type CheckPages } from './checkPages';

/** What one claim's lookup may spend and show. Mutable for tests. */
export const EVIDENCE_LIMITS = {
  /** Asset chunks read per claim (hybrid search), and passages kept per source. */
  assetChunks: 6,
  windowsPerSource: 2,
  /** Search results read per claim, and pages one check fetches from searches in all. */
  resultsPerClaim: 3,
  webPagesPerCheck: 30,
  searchTimeoutMs: 8_000,
  /** Passages shown per claim, best first. */
  passages: 6,
  /** Words of a claim sent to the search provider. */
  queryWords: 30,
};

export type TEvidenceDeps = { db: Db; search: TWebSearch | null; pages: CheckPages; signal: AbortSignal };

/** Where one check looks: the project's assets (maybe only some), the web, the pages the writer named. */
export type TEvidenceScope = { projectId: string | null; assetIds: string[] | null; web: boolean; urls: string[] };

type TFound = Omit<TEvidencePassage, 'n'>;

/** Passages of one source text about the claim, each checked to be the source's exact text at its offsets before it is kept. */
function passagesOf(statement: string, sourceText: string, source: Omit<TFound, 'text' | 'start' | 'end' | 'relevance'>): TFound[] {
  return evidenceWindows(statement, sourceText, EVIDENCE_LIMITS.windowsPerSource)
    .filter((window) => verifySpan(sourceText, window))
    .map((window) => ({ ...source, text: window.text, start: window.start, end: window.end, relevance: window.relevance }));
}

async function fromAssets(deps: TEvidenceDeps, scope: TEvidenceScope, statement: string): Promise<TFound[]> {
  if (!scope.projectId) return [];
  const chunks = await searchPassages(deps.db, scope.projectId, statement, { limit: EVIDENCE_LIMITS.assetChunks, ...(scope.assetIds ? { assetIds: scope.assetIds } : {}) });
  if (!chunks.length) return [];
  const ids = [...new Set(chunks.map((chunk) => chunk.asset_id!).filter(Boolean))];
  const indexed = new Map((await deps.db.select({ id: assets.id, at: assets.updatedAt }).from(assets).where(inArray(assets.id, ids))).map((row) => [row.id, row.at]));
  return chunks.flatMap((chunk) =>
    passagesOf(statement, chunk.text, {
      source: 'asset',
      asset_id: chunk.asset_id,
      title: chunk.title,
      url: chunk.url,
      location: chunk.location,
      fetched_at: (indexed.get(chunk.asset_id ?? '') ?? new Date()).toISOString(),
    }),
  );
}

async function fromPage(deps: TEvidenceDeps, url: string, source: 'web' | 'url', statement: string, notices: Set<string>): Promise<TFound[]> {
  try {
    const page = await deps.pages.read(url);
    return passagesOf(statement, page.text, { source, asset_id: null, title: page.title, url: page.url, location: null, fetched_at: page.fetchedAt.toISOString() });
  } catch (error) {
    if (deps.signal.aborted) throw error;
    notices.add(`${url} could not be read: ${pageFailure(error)}.`);
    return [];
  }
}

async function fromWeb(deps: TEvidenceDeps, statement: string, notices: Set<string>): Promise<TFound[]> {
  if (!deps.search) return [];
  const query = cutAtWord(statement, EVIDENCE_LIMITS.queryWords * 12);
  let results;
  try {
    results = await deps.search.search(query, { limit: EVIDENCE_LIMITS.resultsPerClaim, signal: AbortSignal.any([deps.signal, AbortSignal.timeout(EVIDENCE_LIMITS.searchTimeoutMs)]) });
  } catch (error) {
    if (deps.signal.aborted) throw error;
    notices.add(`A web search failed (${pageFailure(error)}); those claims were checked without the web.`);
    return [];
  }
  const found: TFound[] = [];
  // Search snippets are never evidence: only the text of the page as fetched is quoted.
  for (const result of results.slice(0, EVIDENCE_LIMITS.resultsPerClaim)) {
    if (!deps.pages.has(result.url) && deps.pages.count >= EVIDENCE_LIMITS.webPagesPerCheck) {
      notices.add(`A check reads at most ${EVIDENCE_LIMITS.webPagesPerCheck} web pages; later claims were checked with the pages already read.`);
      continue;
    }
    found.push(...(await fromPage(deps, result.url, 'web', statement, notices)));
  }
  return found;
}

/**
 * The evidence for one claim: passages of the project's assets (hybrid search), of the pages the
 * writer named and of the web search's top pages, each an exact span of its source verified before
 * it is kept, best first, at most EVIDENCE_LIMITS.passages, numbered 1.. (what a verdict cites).
 * Sources that fail add a notice; the claim is still checked with the rest.
 */
export async function claimEvidence(deps: TEvidenceDeps, scope: TEvidenceScope, statement: string, notices: Set<string>): Promise<TEvidencePassage[]> {
  const named: TFound[] = [];
  for (const url of scope.urls) named.push(...(await fromPage(deps, url, 'url', statement, notices)));
  const [own, web] = await Promise.all([fromAssets(deps, scope, statement), scope.web ? fromWeb(deps, statement, notices) : Promise.resolve([])]);
  const seen = new Set<string>();
  return [...own, ...named, ...web]
    .sort((a, b) => b.relevance - a.relevance)
    .filter((passage) => {
      const key = `${passage.asset_id ?? passage.url}:${passage.start}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, EVIDENCE_LIMITS.passages)
    .map((passage, index) => ({ ...passage, n: index + 1 }));
}
