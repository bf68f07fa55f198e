import type { FastifyBaseLogger } from 'fastify';
import { fetchCompetitorPage, pageFailureReason, readFetchedPage, type TPageReaderDeps, type TReadPage } from '../../seo/pageReader';
import type { TWebResult } from '../../search';
import { RESEARCH_LIMITS } from './researchLimits';

/** A top result and its page as read, or why it could not be read. */
export type TResearchPage = { result: TWebResult; page: TReadPage | null; failure: string | null };

/** The page-reading part of RESEARCH_LIMITS (tests pass shorter times). */
export type TResearchPageLimits = { pages: number; concurrentPages: number; pageTimeoutMs: number };

const tooSlow = (limits: TResearchPageLimits) => `The page took more than ${limits.pageTimeoutMs / 1_000} seconds to load.`;

/**
 * Runs `work` with a deadline: it gets a signal that aborts at the deadline, and the wait ends then
 * even where the work does not listen (a fetch under way ends on the fetch policy's own time limit).
 */
async function within<T>(ms: number, signal: AbortSignal, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(ms)]);
  const task = work(deadline);
  return await new Promise<T>((resolve, reject) => {
    const stop = () => reject(deadline.reason);
    if (deadline.aborted) return stop();
    deadline.addEventListener('abort', stop, { once: true });
    task.then(resolve, reject).finally(() => deadline.removeEventListener('abort', stop));
  });
}

/** The reader for one research: each page's fetch and extraction within the page's time, robots.txt read once per site. */
function researchReader(reader: TPageReaderDeps, limits: TResearchPageLimits): TPageReaderDeps {
  const timeoutMs = limits.pageTimeoutMs;
  return {
    ...reader,
    policy: { ...reader.policy, timeoutMs: Math.min(reader.policy.timeoutMs, timeoutMs) },
    extract: { ...reader.extract, timeoutMs: Math.min(reader.extract.timeoutMs, timeoutMs) },
    robots: new Map(),
  };
}

/**
 * Reads the pages of the first RESEARCH_LIMITS.pages results (robots.txt, the site's pace, the
 * fetch policy's limits, RESEARCH_LIMITS.pageTimeoutMs each to load, the extraction's limits to
 * read), a few at once. A page that cannot be read comes back with the reason; only a stop of
 * the research throws.
 */
export async function readResearchPages(
  reader: TPageReaderDeps,
  results: readonly TWebResult[],
  onPage: (started: number, total: number) => Promise<void>,
  signal: AbortSignal,
  logger?: Pick<FastifyBaseLogger, 'info'>,
  limits: TResearchPageLimits = RESEARCH_LIMITS,
): Promise<TResearchPage[]> {
  const deps = researchReader(reader, limits);
  const chosen = results.slice(0, limits.pages);
  const read: TResearchPage[] = chosen.map((result) => ({ result, page: null, failure: null }));
  let next = 0;
  const readNext = async (): Promise<void> => {
    while (next < chosen.length) {
      const at = next++;
      signal.throwIfAborted();
      await onPage(at + 1, chosen.length);
      const { url } = chosen[at]!;
      try {
        // The page's time covers loading it; reading it in the extraction worker has the extraction's
        // own limit, which starts once a worker runs it (a busy server's queue is not the page's fault).
        const fetched = await within(limits.pageTimeoutMs, signal, (deadline) => fetchCompetitorPage(deps, url, deadline));
        signal.throwIfAborted();
        read[at]!.page = await readFetchedPage(deps, fetched);
      } catch (error) {
        signal.throwIfAborted();
        logger?.info({ err: error, url }, 'a research page could not be read');
        read[at]!.failure = error instanceof DOMException && error.name === 'TimeoutError' ? tooSlow(limits) : pageFailureReason(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limits.concurrentPages, chosen.length) }, readNext));
  return read;
}
