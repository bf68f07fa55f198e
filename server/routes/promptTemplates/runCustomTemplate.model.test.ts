import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TPromptTemplate, TRunPromptTemplateResult } from '@core/api/promptTemplates';
import type { TApp, TContext } from '../../context';
import { promptTemplates, teamMembers, teams, usageEvents } from '../../db/schema';
import { promptText, startFakeOpenAI, type TFakeProvider } from '../../test/fakeProviders/openaiCompatible';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

// POST /api/run/custom/template with a model (gpt-4 on the fake): the filled prompt goes to the
// model, the words are charged, and the owner's result is saved as the template's content.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let fake: TFakeProvider;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  ({ app, ctx, close } = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, AI_MODEL_GPT_4: 'compatible:fake-model', AI_RETRIES: '0' }));
}, 60_000);
afterAll(async () => {
  await close();
  await fake.close();
});
beforeEach(() => fake.reset());

const headers = (user: TTestUser) => ({ cookie: user.cookie, origin: TEST_ORIGIN });
const creditsUsed = async (user: TTestUser) =>
  Number((await app.inject({ url: `/api/verify/user/credits?unique_id=${user.unique_id}`, headers: headers(user) })).json<{ credits_used: number }>().credits_used);
const contentOf = async (id: string) => (await ctx.db.select().from(promptTemplates).where(eq(promptTemplates.id, id)))[0]!.content;

async function newTemplate(user: TTestUser, formula: string): Promise<TPromptTemplate> {
  const response = await app.inject({ method: 'POST', url: '/api/create/prompt/template', headers: headers(user), payload: { template: 'Blurb', formula } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().template;
}
const run = (user: TTestUser, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/run/custom/template', headers: headers(user), payload: { unique_id: user.unique_id, model: 'gpt-4', ...payload } });

describe('running a prompt template with a model', () => {
  it('sends the filled prompt, charges the words and saves the result as the template’s content', async () => {
    const user = await buildUser(app);
    const template = await newTemplate(user, 'Write a tagline for {product} aimed at {audience}. ***A private note to myself. Keep it short.');
    fake.queue({ kind: 'answer', text: 'Boil smarter, sip sooner.' });
    const before = await creditsUsed(user);
    const response = await run(user, { prompt: template.save_id, variables: { product: 'a kettle', audience: 'tea lovers' } });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<TRunPromptTemplateResult>();
    expect(result).toMatchObject({ output: 'Boil smarter, sip sooner.', engine: 'model', model: 'fake-model', notice: null, save_id: template.save_id, saved: true });
    expect(result.credits_charged).toBeGreaterThan(0);
    const prompt = promptText(fake.requests.at(-1)!.body);
    expect(prompt).toContain('Write a tagline for a kettle aimed at tea lovers.');
    // Spec §5: the sentence starting with three asterisks never reaches the model.
    expect(prompt).not.toContain('private note');
    expect(prompt).toContain('Keep it short.');
    expect(await creditsUsed(user)).toBeCloseTo(before + result.credits_charged, 5);
    const ledger = await ctx.db.select().from(usageEvents).where(eq(usageEvents.userId, user.unique_id));
    expect(ledger.map((row) => row.feature)).toEqual(['prompt_template']);
    expect(await contentOf(template.save_id)).toBe('Boil smarter, sip sooner.');
  });

  it('a teammate runs a shared template in team mode, charged; the owner’s content stays', async () => {
    const [owner, member] = [await buildUser(app), await buildUser(app)];
    const [team] = await ctx.db.insert(teams).values({ adminId: owner.unique_id, planName: 'team_monthly_april_2024', creditLimit: 1000, maxMembers: 5 }).returning();
    await ctx.db.insert(teamMembers).values([owner, member].map((user) => ({ teamId: team!.id, userId: user.unique_id })));
    const template = await newTemplate(owner, 'Summarise {topic}.');
    const share = await app.inject({ method: 'POST', url: '/api/update/prompt/template/share', headers: headers(owner), payload: { save_id: template.save_id, shared: true, team_id: team!.id } });
    expect(share.statusCode, share.body).toBe(200);
    fake.queue({ kind: 'answer', text: 'A member’s summary.' });
    const response = await run(member, { prompt: template.save_id, variables: { topic: 'tea' }, team_id: team!.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ output: 'A member’s summary.', saved: false });
    expect(response.json().credits_charged).toBeGreaterThan(0);
    expect(await contentOf(template.save_id)).toBe('');
  });

  it('a provider failure charges nothing and keeps the old content', async () => {
    const user = await buildUser(app);
    const template = await newTemplate(user, 'Summarise {topic}.');
    fake.queue({ kind: 'answer', text: 'First run.' });
    expect((await run(user, { prompt: template.save_id, variables: { topic: 'tea' } })).statusCode).toBe(200);
    const before = await creditsUsed(user);
    fake.queue({ kind: 'fail', status: 500 });
    const failed = await run(user, { prompt: template.save_id, variables: { topic: 'tea' } });
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(await creditsUsed(user)).toBeCloseTo(before, 5);
    expect(await contentOf(template.save_id)).toBe('First run.');
  });
});
