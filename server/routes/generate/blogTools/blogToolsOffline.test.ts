import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBlogToolResult } from '@core/api/blogTools';
import type { TApp, TContext } from '../../../context';
import { usageEvents } from '../../../db/schema';
import { buildUser, type TTestUser } from '../../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../../test/testApp';

// The blog tools on the offline engine (no model configured): what honest extraction can do,
// never charged; and the checks every blog tool call makes before any engine runs.

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, ctx, close } = await buildTestApp());
});
afterAll(() => close());

const post = (user: TTestUser, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, payload: { unique_id: user.unique_id, ...payload } });
const creditsUsed = async (user: TTestUser) =>
  Number((await app.inject({ url: `/api/verify/user/credits?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } })).json<{ credits_used: number }>().credits_used);
const ledgerOf = (user: TTestUser) => ctx.db.select().from(usageEvents).where(eq(usageEvents.userId, user.unique_id));

/** Calls a route on the offline engine: 200, engine offline, nothing charged (result, balance, ledger). */
async function callOffline(url: string, payload: Record<string, unknown>) {
  const user = await buildUser(app);
  const response = await post(user, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json<TBlogToolResult>();
  expect(result).toMatchObject({ engine: 'offline', model: 'offline', credits_charged: 0 });
  expect(result.notice).toContain('no language model connected');
  expect(result.notice).toContain('Ask your administrator to connect one.');
  expect(await creditsUsed(user)).toBe(0);
  expect(await ledgerOf(user)).toEqual([]);
  return result;
}

const HEADLINE = 'How to Make Sourdough Bread at Home';

describe('blog tools on the offline engine', () => {
  it('headlines: the style’s patterns filled with the title-cased topic and this year, saying they are patterns', async () => {
    const year = new Date().getUTCFullYear();
    const result = await callOffline('/api/generate/blog/headlines', { topic: 'sourdough bread', style: 'guide', count: 3 });
    expect(result.items).toEqual([`The Complete Guide to Sourdough Bread in ${year}`, "Sourdough Bread: The Ultimate Beginner's Guide", 'Sourdough Bread Explained: A Practical Guide']);
    expect(result.notice).toMatch(/^These headlines are patterns filled with your topic; a language model writes better ones/);
    expect(result.words).toBe(20);
  });

  it('headlines: the contract’s defaults (how-to, five) give five distinct ones', async () => {
    const result = await callOffline('/api/generate/blog/headlines', { topic: 'how to bake bread' });
    expect(result.items).toHaveLength(5);
    expect(new Set(result.items).size).toBe(5);
    expect(result.items[0]).toBe('How to Bake Bread: A Step-by-Step Guide');
  });

  it('outline: the headings the research’s pages share, furniture dropped, the close last', async () => {
    const source_headings = [
      ['Table of Contents', '1. What Is Sourdough Bread?', 'Feed Your Starter', 'Shaping the Dough', 'Conclusion', 'Related Posts'],
      ['What is sourdough bread', 'Feeding your starter', 'Baking the loaf', 'Share this'],
      ['Shape the dough', 'Baking Your Loaf', 'Storing sourdough bread'],
    ];
    const result = await callOffline('/api/generate/content/outline', { subheadline: HEADLINE, topic: 'sourdough bread', source_headings, count: 4 });
    expect(result.items).toEqual(['What Is Sourdough Bread?', 'Feed Your Starter', 'Shaping the Dough', 'Baking the loaf']);
    expect(result.notice).toMatch(/^These subheadings are the headings the research’s pages share/);
  });

  it('outline: with no headings, no subheadings and a notice that it needs the pages or a model', async () => {
    const result = await callOffline('/api/generate/content/outline', { subheadline: HEADLINE });
    expect(result.items).toEqual([]);
    expect(result.notice).toContain('an outline is made from the headings of the pages the research read, and this research has none');
  });

  it('talking points: the research’s sentences about each subheading, quoted; none for a subheading it says nothing about', async () => {
    const research_context = [
      'Facts from kingarthur.com:',
      '- Feed the starter equal weights of flour and water.',
      '- Bake the loaf at 230 °C for 40 minutes in a Dutch oven.',
      'The starter doubles in 6 to 8 hours after feeding.',
    ].join('\n');
    const result = await callOffline('/api/generate/blog/talking/points', { headline: HEADLINE, outline: ['Feeding Your Starter', 'Baking the Loaf', 'Slicing Tools'], research_context });
    expect(result.sections).toEqual([
      { heading: 'Feeding Your Starter', points: ['Feed the starter equal weights of flour and water.', 'The starter doubles in 6 to 8 hours after feeding.'] },
      { heading: 'Baking the Loaf', points: ['Bake the loaf at 230 °C for 40 minutes in a Dutch oven.'] },
      { heading: 'Slicing Tools', points: [] },
    ]);
    expect(result.notice).toMatch(/^These talking points are sentences quoted from your research/);
  });

  it('talking points: research about none of the subheadings gives no points and says so', async () => {
    const result = await callOffline('/api/generate/blog/talking/points', { headline: HEADLINE, outline: ['Slicing Tools'], research_context: 'Kayaks float on water all summer long.' });
    expect(result.sections).toEqual([{ heading: 'Slicing Tools', points: [] }]);
    expect(result.notice).toMatch(/^No sentence of your research is about these subheadings/);
  });

  it('intros and list items need a model: nothing written, a notice naming what works without one', async () => {
    const calls: Array<[string, Record<string, unknown>, string]> = [
      ['/api/generate/blog/subheading/intro', { headline: HEADLINE, subheading: 'Feeding Your Starter' }, 'write a section’s intro'],
      ['/api/generate/blog/intro', { headline: HEADLINE, outline: ['Feeding Your Starter'] }, 'write your post’s introduction'],
      ['/api/generate/blog/listicles', { headline: HEADLINE, subheading: 'Tools You Need' }, 'write list items for a section'],
    ];
    for (const [url, payload, task] of calls) {
      const result = await callOffline(url, payload);
      expect(result).toMatchObject({ output: '', items: [], sections: [], words: 0 });
      expect(result.notice).toContain(`Longform cannot ${task} here yet`);
      expect(result.notice).toContain('Headline patterns, an outline from the headings of the research’s pages and talking points quoted from the research work without one.');
    }
  });
});

describe('blog tools refuse before any engine runs', () => {
  it('bad input is a 400 with the contract’s message', async () => {
    const user = await buildUser(app);
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['/api/generate/blog/headlines', { topic: '   ' }, /Please type a topic first\./],
      ['/api/generate/blog/headlines', { topic: 'bread', style: 'poem' }, /expected one of "how_to"/],
      ['/api/generate/content/outline', { subheadline: '' }, /Please pick or type a headline first\./],
      ['/api/generate/blog/talking/points', { headline: HEADLINE, outline: [] }, /The outline needs at least one subheading\./],
      ['/api/generate/blog/subheading/intro', { headline: HEADLINE, subheading: '  ' }, /The subheading is empty\./],
      ['/api/generate/blog/intro', { headline: HEADLINE, outline: Array.from({ length: 21 }, (_, i) => `Part ${i}`) }, /An outline has at most 20 subheadings\./],
      ['/api/generate/blog/listicles', { headline: HEADLINE, subheading: 'Tools', count: 99 }, /count|15/],
    ];
    for (const [url, payload, message] of cases) {
      const response = await post(user, url, payload);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json().message, url).toMatch(message);
    }
    expect(await ledgerOf(user)).toEqual([]);
  });

  it('needs a session, and the session’s own unique_id', async () => {
    const user = await buildUser(app);
    const other = await buildUser(app);
    const payload = { unique_id: user.unique_id, topic: 'sourdough bread' };
    const anonymous = await app.inject({ method: 'POST', url: '/api/generate/blog/headlines', headers: { origin: TEST_ORIGIN }, payload });
    expect(anonymous.statusCode).toBe(401);
    const forOther = await post(user, '/api/generate/blog/headlines', { topic: 'sourdough bread', unique_id: other.unique_id });
    expect(forOther.statusCode).toBe(403);
    const intoOther = await post(user, '/api/generate/blog/intro', { headline: HEADLINE, outline: ['One'], unique_id: other.unique_id });
    expect(intoOther.statusCode).toBe(403);
  });

  it('allows 20 calls a minute per person: the 21st is refused with 429, another person is not', async () => {
    const user = await buildUser(app);
    const other = await buildUser(app);
    // Refused input still counts, and keeps fair usage (15 generations in 5 minutes) out of it.
    for (let i = 0; i < 20; i++) expect((await post(user, '/api/generate/blog/listicles', { headline: HEADLINE, subheading: '' })).statusCode).toBe(400);
    const limited = await post(user, '/api/generate/blog/listicles', { headline: HEADLINE, subheading: 'Tools' });
    expect(limited.statusCode).toBe(429);
    const fresh = await post(other, '/api/generate/blog/listicles', { headline: HEADLINE, subheading: 'Tools' });
    expect(fresh.statusCode).toBe(200);
  });
});
