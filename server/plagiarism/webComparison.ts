import { compareFingerprints, fingerprintText, type TFingerprint } from '@core/analysis/fingerprint';
import { readFetchedDocument } from '../retrieval/fetchUrlAsset';
import type { HostPacer } from '../retrieval/hostPacer';
import { parseRobots } from '../retrieval/robots';
import { FetchError, safeFetch, type TFetchPolicy } from '../retrieval/safeFetch';
import type { TWebSearch } from '../search';
import { distinctiveSentences } from './distinctiveSentences';
import { matchedSource, type TSourceMatch } from './matchedSource';

/**
 * What one check may spend on the web: queries, pages, bytes and time (untrusted text sets none of
 * them). Mutable only so tests can shorten the waits.
 */
export const WEB_LIMITS = { queries: 5, resultsPerQuery: 3, searchTimeoutMs: 8_000, pages: 8, pageBytes: 2_000_000, pageTimeoutMs: 10_000, pageChars: 400_000, budgetMs: 30_000 };
const PAGE_TYPES = ['text/html', 'application/xhtml+xml', 'text/plain'];
const outOfTimeReason = () => `the check's ${WEB_LIMITS.budgetMs / 1_000} s for the web ran out`;

/**
 * `pacer`: the per-site pace all checks of this server share (a site found by several checks, or
 * several times by one, is not hit at once); `signal`: the check's own stop (the client left); the
 * web's time budget is added to it here.
 */
type TWebDeps = { search: TWebSearch | null; policy: TFetchPolicy; pacer?: HostPacer; signal?: AbortSignal };

function reasonOf(error: unknown): string {
  if (error instanceof FetchError) return error.message.replace(/\.$/, '');
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'it took too long to answer';
  return error instanceof Error ? error.message : String(error);
}

/**
 * The checked text against the web: its most distinctive sentences searched through the search
 * provider, the top pages fetched safely (robots.txt honoured, size and time capped, HTML and text
 * only) and compared with the same fingerprints. A failed search or page is skipped with a notice.
 */
export async function compareWithWeb(deps: TWebDeps, query: TFingerprint, notices: string[]): Promise<TSourceMatch[]> {
  if (!deps.search) {
    notices.push('Web search is not configured (SEARXNG_URL or BRAVE_SEARCH_API_KEY), so the web was not searched.');
    return [];
  }
  // One budget for the whole web part: searches and pages still going when it runs out are stopped.
  const budget = AbortSignal.timeout(WEB_LIMITS.budgetMs);
  const stop = deps.signal ? AbortSignal.any([budget, deps.signal]) : budget;
  const outOfTime = () => budget.aborted && !deps.signal?.aborted;
  const policy: TFetchPolicy = { ...deps.policy, maxBytes: Math.min(deps.policy.maxBytes, WEB_LIMITS.pageBytes), timeoutMs: Math.min(deps.policy.timeoutMs, WEB_LIMITS.pageTimeoutMs) };
  const queries = distinctiveSentences(query.text, query.tokens, WEB_LIMITS.queries);
  const found = new Map<string, string>();
  let failedSearches = 0;
  const answers = await Promise.all(
    queries.map((q) =>
      deps.search!.search(q, { limit: WEB_LIMITS.resultsPerQuery, signal: AbortSignal.any([stop, AbortSignal.timeout(WEB_LIMITS.searchTimeoutMs)]) }).catch((error: unknown) => {
        failedSearches += 1;
        notices.push(`A web search failed (${outOfTime() ? outOfTimeReason() : reasonOf(error)}); the check went on without it.`);
        return [];
      }),
    ),
  );
  for (const results of answers) for (const result of results.slice(0, WEB_LIMITS.resultsPerQuery)) if (!found.has(result.url)) found.set(result.url, result.title);
  if (queries.length && failedSearches === queries.length) return [];
  const robots = new Map<string, Promise<(path: string) => boolean>>();
  const robotsOf = async (url: URL): Promise<(path: string) => boolean> => {
    try {
      await deps.pacer?.wait(url.host, stop);
      const file = await safeFetch(new URL('/robots.txt', url).toString(), policy, { accept: ['text/'], missingIsNull: true, signal: stop });
      return parseRobots(file?.body.toString('utf8') ?? null).isAllowed;
    } catch {
      return parseRobots(null).isAllowed;
    }
  };
  const allowedByRobots = (url: URL) => {
    if (!robots.has(url.origin)) robots.set(url.origin, robotsOf(url));
    return robots.get(url.origin)!.then((isAllowed) => isAllowed(url.pathname + url.search));
  };
  const pages = [...found].slice(0, WEB_LIMITS.pages);
  const matches = await Promise.all(
    pages.map(async ([pageUrl, title]): Promise<TSourceMatch | null> => {
      try {
        const url = new URL(pageUrl);
        if (!(await allowedByRobots(url))) throw new Error("the site's robots.txt does not allow it");
        await deps.pacer?.wait(url.host, stop);
        stop.throwIfAborted();
        const resource = await safeFetch(pageUrl, policy, { accept: PAGE_TYPES, signal: stop });
        const { document } = await readFetchedDocument(resource!, { maxInflatedBytes: WEB_LIMITS.pageBytes, timeoutMs: WEB_LIMITS.pageTimeoutMs, maxTextChars: WEB_LIMITS.pageChars });
        const text = document.blocks.map((block) => block.text).join('\n\n');
        return matchedSource({ kind: 'web', url: resource!.url, title: document.title || title, id: null }, compareFingerprints(query, fingerprintText(text)));
      } catch (error) {
        notices.push(`${pageUrl} could not be compared: ${outOfTime() ? outOfTimeReason() : reasonOf(error)}.`);
        return null;
      }
    }),
  );
  return matches.filter((match): match is TSourceMatch => match !== null);
}
