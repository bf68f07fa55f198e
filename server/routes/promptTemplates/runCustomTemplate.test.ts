import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMPT_TEMPLATE_LIMITS, type TPromptTemplate } from '@core/api/promptTemplates';
import type { TApp, TContext } from '../../context';
import { promptTemplates, usageEvents } from '../../db/schema';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

// POST /api/run/custom/template without a model, and the variables a run must send.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let user: TTestUser;
let template: TPromptTemplate;

beforeAll(async () => {
  // No model configured: every model name runs on the offline engine.
  ({ app, ctx, close } = await buildTestApp());
  user = await buildUser(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/create/prompt/template',
    headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    payload: { template: 'Blurb', formula: 'Describe {product} for {audience}.' },
  });
  template = response.json().template;
}, 60_000);
afterAll(() => close());

const run = (payload: Record<string, unknown>, as: TTestUser = user) =>
  app.inject({ method: 'POST', url: '/api/run/custom/template', headers: { cookie: as.cookie, origin: TEST_ORIGIN }, payload: { unique_id: as.unique_id, prompt: template.save_id, ...payload } });
const VALUES = { product: 'a kettle', audience: 'tea lovers' };

describe('running a prompt template without a model', () => {
  it('answers the needs-a-model notice, charges nothing and saves nothing', async () => {
    const response = await run({ variables: VALUES });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ output: '', engine: 'offline', model: 'offline', credits_charged: 0, saved: false, save_id: template.save_id });
    expect(response.json().notice).toContain('cannot run a prompt template here yet');
    expect(await ctx.db.select().from(usageEvents).where(eq(usageEvents.userId, user.unique_id))).toEqual([]);
    expect((await ctx.db.select().from(promptTemplates).where(eq(promptTemplates.id, template.save_id)))[0]!.content).toBe('');
  });
});

describe('a run’s variables', () => {
  const expect400 = async (payload: Record<string, unknown>, message: string) => {
    const response = await run(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(message);
  };

  it('refuses a missing or blank variable, naming it', async () => {
    await expect400({ variables: { product: 'a kettle' } }, 'Please fill in {audience}.');
    await expect400({ variables: { product: 'a kettle', audience: '   ' } }, 'Please fill in {audience}.');
    await expect400({}, 'Please fill in {product}, {audience}.');
  });

  it('refuses a variable the template does not have', async () => {
    await expect400({ variables: { ...VALUES, tone: 'warm' } }, 'This template has no variable named “tone”.');
  });

  it('refuses a value over its limit, and too many values', async () => {
    await expect400({ variables: { ...VALUES, product: 'x'.repeat(PROMPT_TEMPLATE_LIMITS.valueChars + 1) } }, `at most ${PROMPT_TEMPLATE_LIMITS.valueChars} characters`);
    const many = Object.fromEntries(Array.from({ length: PROMPT_TEMPLATE_LIMITS.variables + 1 }, (_, i) => [`v${i}`, 'x']));
    await expect400({ variables: many }, `at most ${PROMPT_TEMPLATE_LIMITS.variables} variables`);
  });

  it('answers 404 for another user’s template or a malformed id', async () => {
    const stranger = await buildUser(app);
    const refused = await run({ variables: VALUES }, stranger);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({ status: 404, message: 'That template does not exist.' });
    expect((await run({ prompt: 'nope', variables: VALUES })).statusCode).toBe(404);
  });
});
