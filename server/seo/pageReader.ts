import { wordTokens } from '@core/analysis/language';
import type { TBriefPage } from '@core/api/seo';
import { UnreadableFileError } from '../retrieval/extract/extractFile';
import { extractInWorker } from '../retrieval/extract/extractInWorker';
import type { TExtractLimits } from '../retrieval/extract/extractLimits';
import type { HostPacer } from '../retrieval/hostPacer';
import { parseRobots, type TRobotsRules } from '../retrieval/robots';
import { FetchError, safeFetch, type TFetchPolicy } from '../retrieval/safeFetch';
import { pageHeadings } from './pageHeadings';

/** A competitor page's main text is kept to this many characters (about 15,000 words). */
export const MAX_PAGE_TEXT_CHARS = 100_000;
const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

/** A page read for a brief: its title, headings, main text and word count. */
export type TReadPage = { title: string; headings: TBriefPage['headings']; text: string; wordCount: number };

/** A page that could not be read, with the reason the writer sees beside it. */
export class PageReadError extends Error {}

/**
 * What reading pages needs: the fetch limits, the extraction limits (pages are read in the
 * extraction worker, like uploads: time and memory bounded, off the request thread), the per-host
 * pace, and one robots.txt per site for the whole build.
 */
export type TPageReaderDeps = { policy: TFetchPolicy; extract: TExtractLimits; pacer: HostPacer; robots: Map<string, Promise<TRobotsRules>> };

async function robotsOf(deps: TPageReaderDeps, url: URL, signal: AbortSignal): Promise<TRobotsRules> {
  const origin = url.origin;
  let rules = deps.robots.get(origin);
  if (!rules) {
    rules = (async () => {
      await deps.pacer.wait(url.host, signal);
      try {
        const file = await safeFetch(new URL('/robots.txt', origin).toString(), deps.policy, { accept: ['text/'], missingIsNull: true });
        return parseRobots(file?.body.toString('utf8') ?? null);
      } catch (error) {
        // RFC 9309: an unreachable robots.txt (5xx, 429) means "read nothing" for now; a 4xx or an odd type allows all.
        if (error instanceof FetchError && error.code === 'http_status' && (error.status === 429 || (error.status ?? 0) >= 500)) {
          throw new PageReadError(`The site's robots.txt answered with status ${error.status}, so the page was not read.`);
        }
        if (error instanceof FetchError && (error.code === 'http_status' || error.code === 'content_type')) return parseRobots(null);
        throw error;
      }
    })();
    deps.robots.set(origin, rules);
  }
  return rules;
}

const looksBinary = (body: Buffer) => body.subarray(0, 4_096).includes(0);

/**
 * Fetches one competitor page safely: robots.txt first (once per site), the site's pace, the
 * fetch policy's size and time limits and address checks, HTML only. Answers the page's bytes;
 * any failure is a PageReadError or FetchError whose message says why.
 */
export async function fetchCompetitorPage(deps: TPageReaderDeps, rawUrl: string, signal: AbortSignal): Promise<{ url: URL; body: Buffer }> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new PageReadError('That is not a valid address.');
  }
  const robots = await robotsOf(deps, url, signal);
  if (!robots.isAllowed(url.pathname + url.search)) throw new PageReadError("The site's robots.txt does not allow reading this page.");
  signal.throwIfAborted();
  await deps.pacer.wait(url.host, signal, robots.crawlDelayMs);
  const page = await safeFetch(url.toString(), deps.policy, { accept: HTML_TYPES, signal });
  if (!page) throw new PageReadError('The page was not found.');
  if (looksBinary(page.body)) throw new PageReadError('The page is binary data, not a readable page.');
  return { url, body: page.body };
}

/**
 * A fetched page's main text (Readability), H1–H3 headings and word count, read in the extraction
 * worker within the extraction limits (their time starts once a worker runs the page).
 */
export async function readFetchedPage(deps: Pick<TPageReaderDeps, 'extract'>, fetched: { url: URL; body: Buffer }): Promise<TReadPage> {
  const { document } = await extractInWorker('html', fetched.body, { ...deps.extract, maxTextChars: Math.min(deps.extract.maxTextChars, MAX_PAGE_TEXT_CHARS) });
  // Headings count as text (their words are the page's words too), each block apart so no phrase spans two.
  const text = document.blocks.map((block) => block.text).join('\n\n');
  const wordCount = wordTokens(text).length;
  if (!wordCount) throw new PageReadError('No readable text was found on the page.');
  return { title: document.title || fetched.url.hostname, headings: pageHeadings(fetched.body.toString('utf8'), document.blocks), text, wordCount };
}

/** Fetches and reads one competitor page (fetchCompetitorPage, then readFetchedPage). */
export async function readCompetitorPage(deps: TPageReaderDeps, rawUrl: string, signal: AbortSignal): Promise<TReadPage> {
  return await readFetchedPage(deps, await fetchCompetitorPage(deps, rawUrl, signal));
}

/** The reason a page failed, as the writer reads it. */
export function pageFailureReason(error: unknown): string {
  if (error instanceof PageReadError || error instanceof FetchError) return error.message;
  // The extraction worker speaks of files; here it read a page.
  if (error instanceof UnreadableFileError) return error.message.replace(/^The file\b/, 'The page');
  return 'The page could not be read.';
}
