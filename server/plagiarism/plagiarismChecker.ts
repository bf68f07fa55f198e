import { wordsInRanges, percentOf, type TFingerprint } from '@core/analysis/fingerprint';
import type { TPlagiarismSource } from '@core/api/plagiarism';
import type { Db } from '../db/database';
import type { HostPacer } from '../retrieval/hostPacer';
import type { TFetchPolicy } from '../retrieval/safeFetch';
import type { TWebSearch } from '../search';
import type { TCopyscapeSettings } from './copyscape';
import { compareWithCopyscape } from './copyscapeComparison';
import type { TSourceMatch } from './matchedSource';
import { compareWithWeb } from './webComparison';
import type { TWorkspace } from './workspace';
import { compareWithWorkspace } from './workspaceComparison';

/** `signal`: aborted when the client left; the searches, fetches and Copyscape call still going stop. */
export type TCheckDeps = { db: Db; search: TWebSearch | null; fetchPolicy: TFetchPolicy; pacer?: HostPacer; copyscape: TCopyscapeSettings | null; signal?: AbortSignal };

/** A check's findings before it is recorded: the sources (most matched first) and the overall figures. */
export type TCheckFindings = {
  result: TPlagiarismSource[];
  querywords: number;
  allwordsmatched: number;
  allpercentmatched: number;
  allviewurl: string | null;
  notices: string[];
};

/**
 * Compares a text with the workspace's own docs and assets, the web pages its distinctive sentences
 * find, and Copyscape when configured. A source that fails is skipped with a notice: the check answers.
 */
export async function checkPlagiarism(
  deps: TCheckDeps,
  input: { query: TFingerprint; workspace: TWorkspace; excludeBlogId: string | null; fullComparisons: number; test: boolean },
): Promise<TCheckFindings> {
  const notices: string[] = [];
  const { query } = input;
  const [own, web, copyscape] = await Promise.all([
    compareWithWorkspace(deps.db, input.workspace, query, input.excludeBlogId, notices),
    compareWithWeb({ search: deps.search, policy: deps.fetchPolicy, pacer: deps.pacer, signal: deps.signal }, query, notices),
    compareWithCopyscape(deps.copyscape, { text: query.text, fullComparisons: input.fullComparisons, test: input.test, queryWords: query.tokens.length, signal: deps.signal }, notices),
  ]);
  const matches: TSourceMatch[] = [...own, ...web];
  const ownWords = wordsInRanges(matches.flatMap((match) => match.ranges), query.tokens.length);
  const sources = matches.map((match) => match.source);
  // A page both found: ours has the passages, Copyscape's view link is added to it.
  for (const found of copyscape?.sources ?? []) {
    const same = sources.find((source) => source.kind === 'web' && source.url === found.url);
    if (same) same.viewurl = found.viewurl;
    else sources.push(found);
  }
  const allwordsmatched = Math.min(query.tokens.length, Math.max(ownWords, copyscape?.allwordsmatched ?? 0));
  return {
    result: sources.sort((a, b) => b.wordsmatched - a.wordsmatched),
    querywords: query.tokens.length,
    allwordsmatched,
    allpercentmatched: percentOf(allwordsmatched, query.tokens.length),
    allviewurl: copyscape?.allviewurl ?? null,
    notices,
  };
}
