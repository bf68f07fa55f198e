import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySpan } from '@core/analysis/claims';
import { ZResearchState } from '@core/api/workflows';
import { researchPassages } from '@core/workflows/researchContext';
import type { TApp, TContext } from '../../context';
import { assetChunks } from '../../db/schema/assets';
import { addTextAsset } from '../../retrieval/addTextAsset';
import { startLocalSite, type TLocalSite } from '../../retrieval/testing/localSite';
import { readCompetitorPage } from '../../seo/pageReader';
import { buildUser, type TTestUser } from '../../test/factories';
import { startFakeSearch, type TFakeSearch } from '../../test/fakeProviders/searxng';
import { buildTestApp } from '../../test/testApp';
import { researchPageReaderDeps } from './pageReaderDeps';
import { RESEARCH_LIMITS } from './researchLimits';
import { NO_SEARCH_NOTICE, researchTopic, SEARCH_FAILED_NOTICE, type TResearchDeps, type TResearchRequest } from './researchTopic';

// The research engine on PGlite: a SearXNG-compatible fake answers each query, the result pages are
// served from 127.0.0.1 (private addresses allowed for this installation only).
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let search: TFakeSearch;
let site: TLocalSite;
let user: TTestUser;
let projectId: string;

/** A result page with an H1, H2/H3 sections and paragraphs. */
function article(title: string, sections: { h2: string; h3?: string; text: string }[]): string {
  const body = sections.map((section) => `<h2>${section.h2}</h2>${section.h3 ? `<h3>${section.h3}</h3>` : ''}<p>${section.text}</p>`).join('\n');
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><article><h1>${title}</h1>${body}</article></main></body></html>`;
}

const PAGES = {
  '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
  '/one': {
    body: article('Garden soil guide', [
      { h2: 'What garden soil is made of', h3: 'Raised bed soil mix', text: 'Healthy garden soil holds about 25% air and 25% water. Compost feeds it every spring.' },
      { h2: 'Testing garden soil', text: 'A home kit tests garden soil pH in 10 minutes. Most vegetables like a pH of 6.5.' },
    ]),
  },
  '/two': {
    body: article('Raised bed soil mix for garden soil', [
      { h2: 'Raised bed soil mix', text: 'The Royal Horticultural Society tested garden soil in 2019. Loam drains well.' },
      { h2: 'Buying garden soil', text: 'A bag of garden soil costs $8 in most stores. Buy it in spring.' },
    ]),
  },
  '/broken': { status: 500, body: 'server error' },
  '/three': { body: article('Garden soil compost', [{ h2: 'Compost for garden soil', text: 'Spread 5 cm of compost on garden soil in autumn. Worms do the rest.' }]) },
  '/four': { body: article('Clay garden soil', [{ h2: 'Fixing clay garden soil', text: 'Clay garden soil can hold 40% more water than sandy soil.' }]) },
  '/five': { body: article('Never read', [{ h2: 'Past the bound', text: 'Garden soil was never read here in 2020.' }]) },
  '/six': { body: article('Never read either', [{ h2: 'Past the bound', text: 'Garden soil was never read here in 2021.' }]) },
};

const results = () =>
  ['one', 'two', 'broken', 'three', 'four', 'five', 'six'].map((path) => ({
    title: path === 'one' ? 'Garden soil guide: raised bed soil mix' : `Garden soil ${path}: raised bed soil mix`,
    url: `${site.origin}/${path}`,
    snippet: 'Garden soil compost and raised bed soil mix.',
  }));

const request = (changes: Partial<TResearchRequest> = {}): TResearchRequest => ({
  topic: 'garden soil',
  country: 'United States',
  language: 'English-US',
  quora: true,
  reddit: true,
  customSources: ['https://gardening.stackexchange.com/questions'],
  projectId,
  assetIds: [],
  ...changes,
});

const deps = (webSearch: TResearchDeps['search']): TResearchDeps => ({ db: ctx.db, search: webSearch, pages: researchPageReaderDeps(ctx), logger: app.log });
const pageHits = () => [...site.hits.entries()].filter(([path]) => path !== '/robots.txt').reduce((sum, [, hits]) => sum + hits, 0);

beforeAll(async () => {
  search = await startFakeSearch();
  site = await startLocalSite(PAGES);
  ({ app, ctx, close } = await buildTestApp({ SEARXNG_URL: search.url, FETCH_ALLOW_PRIVATE: 'true', CRAWL_HOST_INTERVAL_MS: '0' }));
  user = await buildUser(app);
  projectId = user.projects[0]!._id;
});
afterAll(async () => {
  await close();
  await site.close();
  await search.close();
});

describe('researchTopic', () => {
  it('researches the web: headlines with headings, questions from the sites, facts with exact spans, bounded pages', async () => {
    const notes = await addTextAsset(ctx.db, {
      userId: user.unique_id,
      projectId,
      kind: 'file',
      title: 'soil-notes.md',
      text: '# Our plot\n\nOur garden soil held 30% organic matter in 2023. We water twice a week.',
    });
    search.answerQuery('garden soil', { results: results(), related: ['garden soil types', 'how to improve garden soil', 'What is the best garden soil?'] });
    search.answerQuery('site:quora.com garden soil', [
      { title: 'What is the best garden soil for vegetables? - Quora', url: 'https://www.quora.com/What-is-the-best-garden-soil', snippet: '' },
      { title: 'Garden soil - Quora', url: 'https://www.quora.com/topic/Garden-soil', snippet: '' },
    ]);
    search.answerQuery('site:reddit.com garden soil', [
      { title: 'How do I fix clay garden soil? : r/gardening', url: 'https://www.reddit.com/r/gardening/comments/abc', snippet: '' },
      { title: 'Is this garden soil on another site?', url: 'https://elsewhere.example/q', snippet: '' },
    ]);
    search.answerQuery('site:gardening.stackexchange.com garden soil', [
      { title: 'Why does garden soil get compacted - Gardening & Landscaping Stack Exchange', url: 'https://gardening.stackexchange.com/q/1', snippet: '' },
    ]);
    const steps: [number, string][] = [];
    const found = await researchTopic(deps(ctx.ai.webSearch), request(), async (progress, step) => void steps.push([progress, step]), new AbortController().signal);

    expect(found.engine).toBe('web');
    // The topic, then one search per site, in the research's language and market.
    expect(search.queries.map((query) => query.q)).toEqual(['garden soil', 'site:quora.com garden soil', 'site:reddit.com garden soil', 'site:gardening.stackexchange.com garden soil']);
    expect(search.queries.every((query) => query.language === 'en-US')).toBe(true);

    // At most RESEARCH_LIMITS.pages pages are fetched; the rest are headlines only.
    expect(pageHits()).toBe(RESEARCH_LIMITS.pages);
    expect(site.hits.get('/five')).toBeUndefined();
    expect(found.serp_headlines.map((headline) => headline.url)).toEqual(results().map((result) => result.url));
    expect(found.serp_headlines[0]).toEqual({
      title: 'Garden soil guide: raised bed soil mix',
      url: `${site.origin}/one`,
      headings: ['What garden soil is made of', 'Raised bed soil mix', 'Testing garden soil'],
    });
    expect(found.serp_headlines[5]!.headings).toEqual([]);
    expect(found.notices).toEqual([`127.0.0.1:${site.port}/broken was skipped: The site answered with status 500.`]);

    expect(found.questions).toEqual([
      { text: 'how to improve garden soil?', source: 'search', url: null },
      { text: 'What is the best garden soil?', source: 'search', url: null },
      { text: 'What is the best garden soil for vegetables?', source: 'quora', url: 'https://www.quora.com/What-is-the-best-garden-soil' },
      { text: 'How do I fix clay garden soil?', source: 'reddit', url: 'https://www.reddit.com/r/gardening/comments/abc' },
      { text: 'Why does garden soil get compacted?', source: 'custom', url: 'https://gardening.stackexchange.com/q/1' },
    ]);
    expect(found.related_keywords[0]).toBe('garden soil types');
    expect(found.related_keywords).toContain('raised bed soil mix');
    expect(found.related_keywords).not.toContain('garden soil');

    // One sheet per source: the asset's first, then the pages read that state facts.
    expect(found.fact_sheets.map((sheet) => sheet.url ?? sheet.asset_id)).toEqual([notes.id, `${site.origin}/one`, `${site.origin}/two`, `${site.origin}/three`, `${site.origin}/four`]);
    const [assetSheet, ...webSheets] = found.fact_sheets;
    const [chunk] = await ctx.db.select().from(assetChunks).where(eq(assetChunks.assetId, notes.id)).orderBy(asc(assetChunks.position));
    expect(assetSheet!.facts).toEqual([
      {
        text: 'Our garden soil held 30% organic matter in 2023.',
        passage: expect.objectContaining({ kind: 'file', asset_id: notes.id, position: chunk!.position, text: chunk!.text, n: 1 }),
      },
    ]);
    expect(webSheets[1]!.facts.map((fact) => fact.text)).toEqual(['The Royal Horticultural Society tested garden soil in 2019.', 'A bag of garden soil costs $8 in most stores.']);
    // Every web passage is an exact slice of its page as read, every fact an exact span of its passage.
    const reader = researchPageReaderDeps(ctx);
    for (const sheet of webSheets) {
      const page = await readCompetitorPage(reader, sheet.url!, new AbortController().signal);
      for (const fact of sheet.facts) {
        expect(fact.passage).toMatchObject({ kind: 'web', asset_id: null, url: sheet.url });
        const start = page.text.indexOf(fact.passage.text);
        expect(verifySpan(page.text, { text: fact.passage.text, start, end: start + fact.passage.text.length })).toBe(true);
        expect(fact.passage.text).toContain(fact.text);
      }
    }
    expect(researchPassages(found).map((passage) => passage.n)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(found.research_context).toContain('- Our garden soil held 30% organic matter in 2023. [1]');
    expect(found.research_context).toContain(`From Garden soil two: raised bed soil mix (${site.origin}/two):`);
    // The state contract takes what the engine found.
    expect(() => ZResearchState.parse({ topic: 'garden soil', ...found })).not.toThrow();

    const percents = steps.map(([progress]) => progress);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(steps.map(([, step]) => step)).toEqual([
      'Searching the web',
      'Asking Quora',
      'Asking Reddit',
      'Asking gardening.stackexchange.com',
      'Reading 1 of 5 pages',
      'Reading 2 of 5 pages',
      'Reading 3 of 5 pages',
      'Reading 4 of 5 pages',
      'Reading 5 of 5 pages',
      'Reading your assets',
      'Picking facts',
      'Writing the research context',
    ]);
  });

  it('researches the selected assets only when no web search is configured, and says so', async () => {
    const chosen = await addTextAsset(ctx.db, { userId: user.unique_id, projectId, kind: 'file', title: 'compost.md', text: 'Compost tea was first sold in 1998. Compost tea needs 24 hours to brew.' });
    await addTextAsset(ctx.db, { userId: user.unique_id, projectId, kind: 'file', title: 'other.md', text: 'Compost tea costs $12 a gallon at the co-op.' });
    const hits = pageHits();
    const found = await researchTopic(deps(null), request({ topic: 'compost tea', assetIds: [chosen.id] }), async () => {}, new AbortController().signal);
    expect(found.engine).toBe('assets');
    expect(found.notices).toEqual([NO_SEARCH_NOTICE]);
    expect(found.serp_headlines).toEqual([]);
    expect(found.fact_sheets).toHaveLength(1);
    expect(found.fact_sheets[0]).toMatchObject({ title: 'compost.md', url: null, asset_id: chosen.id });
    expect(found.fact_sheets[0]!.facts.map((fact) => fact.text)).toEqual(['Compost tea was first sold in 1998.', 'Compost tea needs 24 hours to brew.']);
    expect(found.research_context).toContain('From compost.md:');
    expect(pageHits()).toBe(hits);
  });

  it('falls back on the assets when the web search fails, and asks no site', async () => {
    search.answerQuery('garden soil', 500);
    const asked = search.queries.length;
    const found = await researchTopic(deps(ctx.ai.webSearch), request(), async () => {}, new AbortController().signal);
    expect(found.engine).toBe('assets');
    expect(found.notices).toEqual([SEARCH_FAILED_NOTICE]);
    expect(search.queries.length).toBe(asked + 1);
    expect(found.fact_sheets.map((sheet) => sheet.title)).toEqual(['soil-notes.md']);
  });

  it('stops when the research is stopped', async () => {
    const stop = new AbortController();
    stop.abort();
    search.answerQuery('garden soil', { results: results() });
    await expect(researchTopic(deps(ctx.ai.webSearch), request(), async () => {}, stop.signal)).rejects.toThrow();
  });
});
