import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { crawlSettingsFor } from '../../retrieval/fetchPolicy';
import { htmlPage, startLocalSite, type TLocalSite } from '../../retrieval/testing/localSite';
import type { TPageReaderDeps } from '../../seo/pageReader';
import { readResearchPages, type TResearchPageLimits } from './researchPages';

// A research's pages from a real local site, through the real fetch policy and extraction worker.
let site: TLocalSite;
// 2 s a page: enough for a small page on a loaded CI machine (0.4 s was not), far below the slow page's 8 s.
const LIMITS: TResearchPageLimits = { pages: 5, concurrentPages: 3, pageTimeoutMs: 2_000 };

beforeAll(async () => {
  site = await startLocalSite({
    '/fast': { body: htmlPage('Cold brew steeping', ['Cold brew coffee steeps for 12 to 24 hours in cold water.']) },
    '/other': { body: htmlPage('Cold brew ratio', ['A ratio of 1 part coffee to 8 parts water makes a concentrate.']) },
    '/slow': (_request, response) => {
      setTimeout(() => response.writeHead(200, { 'content-type': 'text/html' }).end(htmlPage('Slow', ['Never in time.'])), 8_000);
    },
  });
});
afterAll(() => site.close());

function reader(): TPageReaderDeps {
  const { policy, pacer } = crawlSettingsFor(parseEnv({ FETCH_ALLOW_PRIVATE: 'true', CRAWL_HOST_INTERVAL_MS: '0' }));
  return { policy, pacer, robots: new Map(), extract: { maxInflatedBytes: 10_000_000, timeoutMs: 10_000, maxTextChars: 100_000 } };
}

const result = (path: string) => ({ title: path, url: `${site.origin}${path}`, snippet: '' });

describe('readResearchPages', () => {
  it('gives a page its time to load; starting the extraction worker (about a second here) is not counted against it', async () => {
    // The first read of this process starts the worker: about as long as the 2 s a page may take to load here, which it must not eat into.
    const pages = await readResearchPages(reader(), [result('/fast'), result('/other')], async () => undefined, new AbortController().signal, undefined, LIMITS);
    expect(pages.map((read) => read.failure)).toEqual([null, null]);
    expect(pages[0]!.page?.text).toContain('12 to 24 hours');
    expect(pages[1]!.page?.title).toBe('Cold brew ratio');
  });

  it('skips a page that takes longer than its time to load, saying so, and reads the others', async () => {
    const started: string[] = [];
    const pages = await readResearchPages(
      reader(),
      [result('/slow'), result('/fast'), result('/missing')],
      async (at, total) => void started.push(`${at}/${total}`),
      new AbortController().signal,
      undefined,
      LIMITS,
    );
    expect(started).toEqual(['1/3', '2/3', '3/3']);
    expect(pages[0]!.failure).toBe('The page took more than 2 seconds to load.');
    expect(pages[1]!.page?.text).toContain('12 to 24 hours');
    expect(pages[2]!.page).toBeNull();
    expect(pages[2]!.failure).toBeTruthy();
  });

  it('throws when the research is stopped', async () => {
    const stop = new AbortController();
    stop.abort(new Error('stopped'));
    await expect(readResearchPages(reader(), [result('/fast')], async () => undefined, stop.signal, undefined, LIMITS)).rejects.toThrow('stopped');
  });
});
