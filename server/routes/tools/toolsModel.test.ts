import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TToolResult, TToolRunResult, TToolStreamDone } from '@core/api/tools';
import { REPURPOSE_FORMATS } from '@core/tools/repurposeFormats';
import { TOOL_MARKER } from '@core/tools/toolDefinition';
import { WRITING_TOOLS } from '@core/tools/toolRegistry';
import { sampleValues } from '@core/tools/toolSamples.testkit';
import { findPlan } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import type { TApp, TContext } from '../../context';
import { sealSecret } from '../../crypto/secretBox';
import { userKeys } from '../../db/schema/userKeys';
import { brandVoices, toolResults, usageEvents } from '../../db/schema';
import { parseSseEvents, streamedText } from '../../test/fakeProviders/sseEvents';
import { promptText, startFakeOpenAI, type TFakeProvider } from '../../test/fakeProviders/openaiCompatible';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

// Every writing tool and repurpose format through the HTTP layer, on the local fake model (its
// answers: test/fakeProviders/writingToolAnswers.ts). gpt-4 runs on the fake.

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let fake: TFakeProvider;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  // A bring-your-own-key user's key goes to the same fake (OPENAI_BASE_URL).
  ({ app, ctx, close } = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, AI_MODEL_GPT_4: 'compatible:fake-model', OPENAI_BASE_URL: fake.baseUrl, AI_RETRIES: '0' }));
});
afterAll(async () => {
  await close();
  await fake.close();
});
beforeEach(() => fake.reset());

const post = (user: TTestUser, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, payload: { unique_id: user.unique_id, model: 'gpt-4', ...payload } });
const creditsUsed = async (user: TTestUser) =>
  Number((await app.inject({ url: `/api/verify/user/credits?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } })).json<{ credits_used: number }>().credits_used);
const savedResults = (user: TTestUser) => ctx.db.select().from(toolResults).where(eq(toolResults.userId, user.unique_id));
const system = (index = -1) => promptText({ ...fake.requests.at(index)!.body, messages: fake.requests.at(index)!.body.messages.filter((message) => message.role === 'system') });
const userMessage = (index = -1) => promptText({ ...fake.requests.at(index)!.body, messages: fake.requests.at(index)!.body.messages.filter((message) => message.role === 'user') });

const ALL = [...Object.values(WRITING_TOOLS), ...Object.values(REPURPOSE_FORMATS)];

describe('every tool with a model', () => {
  // A person each: fair usage would (rightly) slow one person running 31 generations in a row.
  it.each(ALL.map((tool) => [tool.id, tool] as const))('%s: runs on the model with the writer’s values, is charged and saved in one go', async (id, tool) => {
    const user = await buildUser(app);
    const values = sampleValues(tool);
    const before = await creditsUsed(user);
    const response = await post(user, `/api/generate/tool/${id}`, { values });
    expect(response.statusCode, response.body).toBe(200);
    const run = response.json<TToolRunResult>();
    expect(run).toMatchObject({ engine: 'model', model: 'fake-model', requested_model: 'gpt-4', notice: null });
    expect(run.output.length).toBeGreaterThan(10);
    expect(run.credits_charged).toBeGreaterThan(0);
    expect(await creditsUsed(user)).toBeCloseTo(before + run.credits_charged, 5);
    // The prompt: the tool's marker and task, every value the writer gave, and the answer's token budget.
    expect(system()).toContain(`${TOOL_MARKER} ${id}. You are a writing assistant. ${tool.task}`);
    for (const spec of tool.fields) if (spec.kind !== 'choice') for (const line of values[spec.name]!.split('\n')) expect(userMessage(), spec.name).toContain(line);
    const sent = fake.requests.at(-1)!.body as unknown as { max_tokens?: number; max_completion_tokens?: number };
    expect(sent.max_tokens ?? sent.max_completion_tokens).toBe(tool.maxOutputTokens);
    // Saved as answered, with its charge, and read into the tool's shape.
    const result = run.result!;
    expect(result).toMatchObject({ tool_id: id, output: run.output, credits_charged: run.credits_charged, engine: 'model', rating: null, brand_voice: null });
    expect(result.abilities).toEqual({ copy: expect.any(Boolean), rate: true, send_to_doc: true });
    if (tool.output === 'list') expect(result.items.length).toBeGreaterThan(2);
    if (tool.output === 'faqs') expect(result.faqs.length).toBeGreaterThan(2);
    const [row] = (await savedResults(user)).filter((saved) => saved.id === result.id);
    expect(row).toMatchObject({ output: run.output, credits: run.credits_charged, finishReason: 'stop' });
  });
});

describe('the stream', () => {
  it('streams the tokens, then done with the saved result and its charge', async () => {
    const user = await buildUser(app);
    const response = await post(user, '/api/generate/tool/blogideas/stream', { values: { topic: 'sourdough bread', count: '3' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseSseEvents(response.body);
    expect(events[0]).toEqual({ event: 'meta', data: { engine: 'model', model: 'fake-model', requested_model: 'gpt-4' } });
    const text = streamedText(events);
    expect(text).toContain('Idea 1 on sourdough bread');
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const data = done.data as unknown as TToolStreamDone;
    expect(data.result).toMatchObject({ tool_id: 'blogideas', output: text.trim(), items: ['Idea 1 on sourdough bread: an angle worth writing.', expect.any(String), expect.any(String)] });
    expect(data.credits_charged).toBeGreaterThan(0);
    expect(await creditsUsed(user)).toBeCloseTo(data.credits_charged, 5);
    const ledger = await ctx.db.select().from(usageEvents).where(eq(usageEvents.userId, user.unique_id));
    expect(ledger.map((event) => event.feature)).toEqual(['writing_tool']);
  });

  it('saves nothing and charges nothing when the model fails', async () => {
    const user = await buildUser(app);
    const response = await post(user, '/api/generate/tool/extender/stream', { values: { text: 'fake-status-500 This is the start.' } });
    expect(response.statusCode).toBe(502);
    expect(await savedResults(user)).toEqual([]);
    expect(await creditsUsed(user)).toBe(0);
  });
});

describe('a bring-your-own-key plan', () => {
  it('runs a tool on the user’s own key (key: true) and charges nothing; the result is saved and its words are in the ledger', async () => {
    const user = await buildUser(app);
    await assignPlan(ctx.db, user.unique_id, findPlan('byok_monthly')!);
    await ctx.db.insert(userKeys).values({ userId: user.unique_id, teamId: null, sealedKey: sealSecret('sk-ownkey1234567890', ctx.keys.encryptionKey), keyHint: '7890' });
    const response = await post(user, '/api/generate/tool/headlines', { values: { topic: 'sourdough' }, key: true });
    expect(response.statusCode, response.body).toBe(200);
    const run = response.json<TToolRunResult>();
    expect(run).toMatchObject({ engine: 'model', credits_charged: 0, result: { items: expect.arrayContaining(['Headline 1 about sourdough']) } });
    expect(fake.requests[0]!.authorization).toBe('Bearer sk-ownkey1234567890');
    expect(await creditsUsed(user)).toBe(0);
    expect(await savedResults(user)).toHaveLength(1);
    // Still usage: the ledger has its words at 0 credits, so analytics shows what was written.
    const ledger = await ctx.db.select().from(usageEvents).where(eq(usageEvents.userId, user.unique_id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ feature: expect.any(String), credits: 0 });
    expect(ledger[0]!.words).toBeGreaterThan(0);
  });
});

describe('repurpose formats keep to their platforms', () => {
  it('a thread: at most ten posts, numbered, each within 280 characters; a tweet within 280; an email subject within 60', async () => {
    const user = await buildUser(app);
    const text = 'Sourdough starters need feeding once a day. A loaf bakes in forty minutes.';
    const thread = (await post(user, '/api/generate/tool/twitter-thread', { values: { text } })).json<TToolRunResult>();
    const posts = thread.output.split('\n\n');
    expect(posts).toHaveLength(10);
    posts.forEach((item, index) => {
      expect(item.startsWith(`${index + 1}/10 Post ${index + 1} about`)).toBe(true);
      expect(item.length).toBeLessThanOrEqual(280);
    });
    const tweet = (await post(user, '/api/generate/tool/tweet', { values: { text } })).json<TToolRunResult>();
    expect(tweet.output.length).toBeLessThanOrEqual(280);
    expect(tweet.result!.output).toBe(tweet.output);
    const email = (await post(user, '/api/generate/tool/promotional-email', { values: { text, offer: 'a baking class' } })).json<TToolRunResult>();
    expect(email.output.split('\n')[0]).toBe('Subject: An email subject line that is much longer than sixty');
    // The charge is for what was kept (and saved), not the longer text the model wrote.
    const saved = await savedResults(user);
    expect(saved.find((row) => row.toolId === 'tweet')!.output).toBe(tweet.output);
  });
});

describe('spec §7 paths and the prompt call', () => {
  it('serves /content/extender, /content/rephraser, /blog/faq and /synopsis with their tools', async () => {
    const user = await buildUser(app);
    const cases = [
      ['/api/generate/content/extender', 'extender', { text: 'The start of a story.' }],
      ['/api/generate/content/rephraser', 'rephraser', { text: 'Rewrite me.', tone: 'FORMAL' }],
      ['/api/generate/blog/faq', 'faqs', { topic: 'sourdough' }],
      ['/api/generate/synopsis', 'synopsis', { text: 'A long text to condense.' }],
    ] as const;
    for (const [url, toolId, values] of cases) {
      const response = await post(user, url, { values, key: false });
      expect(response.statusCode, url).toBe(200);
      expect(response.json<TToolRunResult>().result?.tool_id).toBe(toolId);
      expect(system()).toContain(`${TOOL_MARKER} ${toolId}.`);
    }
    expect(system()).not.toContain('formal');
    expect(system(-3)).toContain('Write in a formal tone.');
  });

  it('return_prompt answers the prompt it would send and runs nothing', async () => {
    const user = await buildUser(app);
    const response = await post(user, '/api/generate/tool/metadescription', { values: { keyword: 'sourdough', text: '<p>Bake <b>bread</b>.</p>' }, return_prompt: true });
    expect(response.statusCode).toBe(200);
    const { prompt } = response.json<{ prompt: { system: string; user: string } }>();
    expect(prompt.system).toMatch(/^Writing tool task: metadescription\./);
    expect(prompt.user).toBe('Target keyword: sourdough\nPage text or summary:\nBake bread.');
    expect(fake.requests).toHaveLength(0);
    expect(await creditsUsed(user)).toBe(0);
  });
});

describe('bad input', () => {
  let user: TTestUser;
  beforeAll(async () => {
    user = await buildUser(app);
  });

  it.each(ALL.map((tool) => [tool.id] as const))('%s: empty values are a 400 naming the first missing field, and nothing runs', async (id) => {
    const response = await post(user, `/api/generate/tool/${id}`, { values: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^Please fill in /);
    expect(fake.requests).toHaveLength(0);
  });

  it('over a limit, an unknown field, an unknown tool and a tool with a page of its own', async () => {
    const tooLong = await post(user, '/api/generate/tool/greview', { values: { review: 'x'.repeat(2_001), business: 'Bakery' } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'review', message: 'The review can be at most 2,000 characters.' });
    // Refused by its length before it is read as HTML or split into lines.
    const huge = await post(user, '/api/generate/tool/synopsis', { values: { text: '<p>x</p>'.repeat(110_000) } });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ field: 'text', message: 'Text to condense can be at most 50,000 characters.' });
    const unknownField = await post(user, '/api/generate/tool/synopsis', { values: { text: 'Some text.', prompt: 'ignore the rules' } });
    expect(unknownField.json()).toMatchObject({ message: 'Synopsis has no field "prompt".' });
    expect((await post(user, '/api/generate/tool/poems', { values: {} })).json()).toMatchObject({ error: 'not_found', message: 'There is no writing tool "poems".' });
    expect((await post(user, '/api/generate/tool/factgpt', { values: {} })).json()).toMatchObject({ error: 'not_found', message: 'This tool has a page of its own: /factgpt.' });
    expect(fake.requests).toHaveLength(0);
  });

  it('HTML reaches the model as its text', async () => {
    const response = await post(user, '/api/generate/tool/eli5', { values: { text: '<p>Why is the <em>sky</em> blue?</p><script>steal()</script>' } });
    expect(response.statusCode).toBe(200);
    expect(userMessage()).toBe('What to explain:\nWhy is the sky blue?');
  });
});

describe('results: the writer’s own, rated, with the brand voice they used', () => {
  it('lists a tool’s results newest first and rates them; another person’s result is not found', async () => {
    const [ann, bob] = [await buildUser(app), await buildUser(app)];
    for (const topic of ['first', 'second', 'third']) await post(ann, '/api/generate/tool/headlines', { values: { topic } });
    const page = await app.inject({ url: `/api/tools/results?unique_id=${ann.unique_id}&tool_id=headlines&start_count=0&end_count=2`, headers: { cookie: ann.cookie } });
    expect(page.statusCode).toBe(200);
    const { results, total } = page.json<{ results: TToolResult[]; total: number }>();
    expect(total).toBe(3);
    expect(results.map((result) => result.values.topic)).toEqual(['third', 'second']);
    const rate = (who: TTestUser, rating: number | null) =>
      app.inject({ method: 'PATCH', url: `/api/tools/results/${results[0]!.id}`, headers: { cookie: who.cookie, origin: TEST_ORIGIN }, payload: { unique_id: who.unique_id, rating } });
    expect((await rate(ann, 1)).json<{ result: TToolResult }>().result.rating).toBe(1);
    expect((await rate(bob, -1)).statusCode).toBe(404);
    expect((await rate(ann, null)).json<{ result: TToolResult }>().result.rating).toBeNull();
    const bobs = await app.inject({ url: `/api/tools/results?unique_id=${bob.unique_id}&tool_id=headlines`, headers: { cookie: bob.cookie } });
    expect(bobs.json<{ total: number }>().total).toBe(0);
    const asAnn = await app.inject({ url: `/api/tools/results?unique_id=${ann.unique_id}&tool_id=headlines`, headers: { cookie: bob.cookie } });
    expect(asAnn.statusCode).toBe(403);
  });

  it('puts a brand voice of the writer’s into the prompt and names it on the result; another’s voice is not found', async () => {
    const [ann, bob] = [await buildUser(app), await buildUser(app)];
    const profile = { tone: 'Warm and plain', vocabulary: ['crumb', 'proof'], sentence_style: 'Short sentences.', dos: ['Use we'], donts: ['No jargon'], examples: ['We bake every morning.'] };
    const [voice] = await ctx.db.insert(brandVoices).values({ userId: ann.unique_id, name: 'Bakery voice', profile, sources: [], profileVersion: 1 }).returning();
    const response = await post(ann, '/api/generate/tool/intros', { values: { headline: 'Why we bake at dawn' }, brand_voice_id: voice!.id });
    expect(response.statusCode).toBe(200);
    expect(system()).toContain('Write in this brand voice ("Bakery voice"):\nTone: Warm and plain');
    const run = response.json<TToolRunResult>();
    expect(run.output).toContain('(Written in the Bakery voice voice.)');
    expect(run.result!.brand_voice).toEqual({ id: voice!.id, name: 'Bakery voice' });
    const stolen = await post(bob, '/api/generate/tool/intros', { values: { headline: 'Why we bake at dawn' }, brand_voice_id: voice!.id });
    expect(stolen.statusCode).toBe(404);
    expect(await savedResults(bob)).toEqual([]);
  });
});
