import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TBlogToolResult } from '@core/api/blogTools';
import { findPlan } from '@core/plans/planTable';
import { assignPlan } from '../../../commands/planAssigner';
import type { TApp, TContext } from '../../../context';
import { sealSecret } from '../../../crypto/secretBox';
import { usageEvents } from '../../../db/schema';
import { userKeys } from '../../../db/schema/userKeys';
import { RESEARCH_HEADING } from '../../../ai/blogTools/prompt';
import { BLOG_TOOL_JUNK } from '../../../test/fakeProviders/blogToolAnswers';
import { promptText, startFakeOpenAI, type TFakeProvider } from '../../../test/fakeProviders/openaiCompatible';
import { buildUser, type TTestUser } from '../../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../../test/testApp';

// The blog tools with a model: gpt-4 runs on the fake model (its blog tool answers are in
// test/fakeProviders/blogToolAnswers.ts). A bring-your-own-key user's key goes to the same fake.

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let fake: TFakeProvider;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  ({ app, ctx, close } = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, AI_MODEL_GPT_4: 'compatible:fake-model', OPENAI_BASE_URL: fake.baseUrl, AI_RETRIES: '0' }));
});
afterAll(async () => {
  await close();
  await fake.close();
});
beforeEach(() => fake.reset());

const RESEARCH = 'Sourdough starters need feeding once a day. A loaf bakes in 40 minutes at 230 °C.';
const OUTLINE = ['Feeding the Starter', 'Baking the Loaf'];

const post = (user: TTestUser, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, payload: { unique_id: user.unique_id, model: 'gpt-4', ...payload } });
const creditsUsed = async (user: TTestUser) =>
  Number((await app.inject({ url: `/api/verify/user/credits?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } })).json<{ credits_used: number }>().credits_used);
const ledgerOf = (user: TTestUser) => ctx.db.select().from(usageEvents).where(eq(usageEvents.userId, user.unique_id));
const lastPrompt = () => promptText(fake.requests.at(-1)!.body);

/** Each route, a request it answers, and what the answer must hold. */
const CALLS = {
  headlines: { url: '/api/generate/blog/headlines', feature: 'blog_headlines', payload: { topic: 'sourdough bread', style: 'guide', count: 3, research_context: RESEARCH } },
  outline: { url: '/api/generate/content/outline', feature: 'blog_outline', payload: { subheadline: 'How to Bake Sourdough Bread', topic: 'sourdough bread', count: 4, research_context: RESEARCH } },
  talkingPoints: { url: '/api/generate/blog/talking/points', feature: 'blog_talking_points', payload: { headline: 'How to Bake Sourdough Bread', outline: OUTLINE, research_context: RESEARCH } },
  subheadingIntro: { url: '/api/generate/blog/subheading/intro', feature: 'blog_subheading_intro', payload: { headline: 'How to Bake Sourdough Bread', subheading: 'Feeding the Starter', research_context: RESEARCH } },
  blogIntro: { url: '/api/generate/blog/intro', feature: 'blog_intro', payload: { headline: 'How to Bake Sourdough Bread', outline: OUTLINE, research_context: RESEARCH } },
  listicles: { url: '/api/generate/blog/listicles', feature: 'blog_listicles', payload: { headline: 'How to Bake Sourdough Bread', subheading: 'Tools You Need', count: 4 } },
} as const;

/** Calls a route, expects 200, and checks the model's words were charged: the result's credits, the balance and the ledger agree. */
async function callCharged(name: keyof typeof CALLS, extra: Record<string, unknown> = {}) {
  const user = await buildUser(app);
  const call = CALLS[name];
  const before = await creditsUsed(user);
  const response = await post(user, call.url, { ...call.payload, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json<TBlogToolResult>();
  expect(result).toMatchObject({ engine: 'model', model: 'fake-model', requested_model: 'gpt-4', notice: null });
  expect(result.credits_charged).toBeGreaterThan(0);
  expect(result.words).toBeGreaterThan(0);
  expect(await creditsUsed(user)).toBeCloseTo(before + result.credits_charged, 5);
  const ledger = await ledgerOf(user);
  expect(ledger.map((row) => row.feature)).toEqual([call.feature]);
  expect(ledger[0]!.words).toBe(result.words);
  return { result, prompt: lastPrompt() };
}

describe('blog tools with a model', () => {
  it('headlines: the model’s headlines for the topic, in the style asked, with the research and this year', async () => {
    const { result, prompt } = await callCharged('headlines');
    expect(result.items).toEqual(['How to Master sourdough bread', 'sourdough bread: A Practical Guide', '7 Things to Know About sourdough bread']);
    expect(result.output).toBe('');
    expect(prompt).toContain('Blog tool task: headlines.');
    expect(prompt).toContain('guide headlines');
    expect(prompt).toContain(`If a headline names a year, it is ${new Date().getUTCFullYear()}.`);
    expect(prompt).toContain(`${RESEARCH_HEADING}\n${RESEARCH}`);
  });

  it('outline: the model’s subheadings, as many as asked, with the top pages’ headings as ideas', async () => {
    const { result, prompt } = await callCharged('outline', { source_headings: [['1. What Is Sourdough?', 'Comments'], ['Shaping the dough']] });
    expect(result.items).toEqual(['What sourdough bread Means', 'Why sourdough bread Matters', 'How sourdough bread Works', 'Getting Started With sourdough bread']);
    expect(prompt).toContain('Headline: "How to Bake Sourdough Bread"');
    // Cleaned, furniture dropped.
    expect(prompt).toContain('Headings of the top pages: \n1. What Is Sourdough?\n2. Shaping the dough');
    expect(prompt).not.toContain('Comments');
  });

  it('talking points: points for every subheading of the outline, in its order', async () => {
    const { result, prompt } = await callCharged('talkingPoints');
    expect(result.sections).toEqual([
      { heading: 'Feeding the Starter', points: ['Feeding the Starter matters to anyone reading How to Bake Sourdough Bread.', 'Start with one small step on Feeding the Starter.'] },
      { heading: 'Baking the Loaf', points: ['Baking the Loaf matters to anyone reading How to Bake Sourdough Bread.', 'Start with one small step on Baking the Loaf.'] },
    ]);
    expect(result.items).toEqual([]);
    expect(prompt).toContain('Outline: \n1. Feeding the Starter\n2. Baking the Loaf');
    expect(prompt).toContain(RESEARCH);
  });

  it('subheading intro: the section’s opening paragraph as text', async () => {
    const { result, prompt } = await callCharged('subheadingIntro', { language: 'German', tone: 'friendly' });
    expect(result.output).toBe('Feeding the Starter is where How to Bake Sourdough Bread gets practical. This section walks through what to know first, what to do next, and how to tell it is working.');
    expect(prompt).toContain('Write in German.');
    expect(prompt).toContain('Write in a friendly tone.');
  });

  it('blog intro: the post’s introduction, following the outline', async () => {
    const { result } = await callCharged('blogIntro');
    expect(result.output).toBe('How to Bake Sourdough Bread is easier than it looks. This post covers Feeding the Starter, Baking the Loaf, one step at a time, so you can start today.');
  });

  it('listicles: `count` list items for the section; no research, no research block', async () => {
    const { result, prompt } = await callCharged('listicles');
    expect(result.items).toEqual(['Tip 1 for Tools You Need', 'Tip 2 for Tools You Need', 'Tip 3 for Tools You Need', 'Tip 4 for Tools You Need']);
    expect(prompt).not.toContain(RESEARCH_HEADING);
  });

  it('charges by the words written: more headlines cost more', async () => {
    const few = await callCharged('headlines', { count: 1 });
    const many = await callCharged('headlines', { count: 10 });
    expect(many.result.items).toHaveLength(10);
    expect(many.result.words).toBeGreaterThan(few.result.words);
    expect(many.result.credits_charged).toBeGreaterThan(few.result.credits_charged);
  });
});

describe('blog tools when the model answers junk', () => {
  it('every route answers model_failed (502) and charges nothing', async () => {
    const user = await buildUser(app);
    for (const [name, call] of Object.entries(CALLS)) {
      fake.queue({ kind: 'answer', text: name.includes('Intro') ? ' \n ' : 'Sure! Here are some great ideas for your post.' });
      const response = await post(user, call.url, call.payload);
      expect(response.statusCode, name).toBe(502);
      expect(response.json().error, name).toBe('model_failed');
    }
    expect(fake.requests).toHaveLength(6);
    expect(await creditsUsed(user)).toBe(0);
    expect(await ledgerOf(user)).toEqual([]);
  });

  it('JSON of the wrong shape, or lists with nothing usable, are the model failing too', async () => {
    const user = await buildUser(app);
    const answers: Array<[keyof typeof CALLS, string]> = [
      ['headlines', '{"titles":["A headline"]}'],
      ['outline', '{"subheadings":["  ", ""]}'],
      ['talkingPoints', '{"sections":[{"index":7,"points":["A point for no subheading."]}]}'],
      ['listicles', '```json\n{"items":[]}\n```'],
    ];
    for (const [name, text] of answers) {
      fake.queue({ kind: 'answer', text });
      const response = await post(user, CALLS[name].url, CALLS[name].payload);
      expect(response.statusCode, name).toBe(502);
      expect(response.json().error, name).toBe('model_failed');
    }
    expect(await creditsUsed(user)).toBe(0);
  });

  it('the fake model’s scripted junk (for e2e) fails the call the same way', async () => {
    const user = await buildUser(app);
    const response = await post(user, CALLS.headlines.url, { ...CALLS.headlines.payload, topic: `bread ${BLOG_TOOL_JUNK}` });
    expect(response.statusCode).toBe(502);
    expect(await creditsUsed(user)).toBe(0);
  });

  it('a JSON answer wrapped in a sentence is read; repeats and numbering are dropped, and the count is kept', async () => {
    const user = await buildUser(app);
    fake.queue({ kind: 'answer', text: 'Here you go: {"headlines":["1. Bread at Home", "bread at home", "\\"Better Bread\\"", "Third", "Fourth"]} Enjoy!' });
    const response = await post(user, CALLS.headlines.url, CALLS.headlines.payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TBlogToolResult>().items).toEqual(['Bread at Home', 'Better Bread', 'Third']);
  });
});

describe('blog tools on a bring-your-own-key plan', () => {
  it('run on the user’s own key and charge nothing; the words are in the ledger at 0 credits', async () => {
    const user = await buildUser(app);
    await assignPlan(ctx.db, user.unique_id, findPlan('byok_monthly')!);
    await ctx.db.insert(userKeys).values({ userId: user.unique_id, teamId: null, sealedKey: sealSecret('sk-ownkey1234567890', ctx.keys.encryptionKey), keyHint: '7890' });
    const response = await post(user, CALLS.listicles.url, { ...CALLS.listicles.payload, key: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TBlogToolResult>()).toMatchObject({ engine: 'model', credits_charged: 0, items: expect.arrayContaining(['Tip 1 for Tools You Need']) });
    expect(fake.requests[0]!.authorization).toBe('Bearer sk-ownkey1234567890');
    expect(await creditsUsed(user)).toBe(0);
    // Usage all the same: the words at 0 credits, for analytics.
    const ledger = await ledgerOf(user);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ feature: 'blog_listicles', credits: 0 });
    expect(ledger[0]!.words).toBeGreaterThan(0);
  });
});
