import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS, PROVIDER_STATUS_URL } from '@core/errors';
import { findPlan } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import type { TApp, TContext } from '../../context';
import { sealSecret } from '../../crypto/secretBox';
import { userKeys } from '../../db/schema/userKeys';
import { startFakeOpenAI, type TFakeProvider, type TFakeScript } from '../../test/fakeProviders/openaiCompatible';
import { parseSseEvents, streamedText } from '../../test/fakeProviders/sseEvents';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';

const USER_KEY = 'sk-ownkey1234567890';

let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let fake: TFakeProvider;
let byok: TTestUser;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  // No model of the installation's own: a byok user's key is sent to OPENAI_BASE_URL (the fake).
  ({ app, ctx, close } = await buildTestApp({ OPENAI_BASE_URL: fake.baseUrl, AI_RETRIES: '2' }));
  byok = await buildUser(app);
  await assignPlan(ctx.db, byok.unique_id, findPlan('byok_monthly')!);
  await ctx.db.insert(userKeys).values({ userId: byok.unique_id, teamId: null, sealedKey: sealSecret(USER_KEY, ctx.keys.encryptionKey), keyHint: '7890' });
});
afterAll(async () => {
  await close();
  await fake.close();
});
beforeEach(() => fake.reset());

const ask = (body: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/generate/query/stream',
    headers: { cookie: byok.cookie },
    payload: { unique_id: byok.unique_id, project_id: byok.projects[0]!._id, query: 'Explain compound interest.', model: 'gpt-4', ...body },
  });

describe('a bring-your-own-key user', () => {
  it('is answered through their own key, and charged nothing outside serp', async () => {
    fake.queue({ kind: 'answer', text: 'Interest on interest.' });
    const response = await ask();
    const events = parseSseEvents(response.body);
    expect(events[0]).toEqual({ event: 'meta', data: { engine: 'model', model: 'gpt-4', requested_model: 'gpt-4', chat_id: expect.any(String) } });
    expect(streamedText(events)).toBe('Interest on interest.');
    expect(fake.requests[0]!.authorization).toBe(`Bearer ${USER_KEY}`);
    expect(fake.requests[0]!.body.model).toBe('gpt-4');
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { credits_charged: 0 } });
  });

  const cases: [string, TFakeScript, number, string][] = [
    ['401 invalid key', { kind: 'fail', status: 401 }, 441, 'provider_access_denied'],
    ['403 refused', { kind: 'fail', status: 403 }, 441, 'provider_access_denied'],
    ['404 no access to the model', { kind: 'fail', status: 404, code: 'model_not_found' }, 404, 'provider_model_unavailable'],
    ['429 quota', { kind: 'fail', status: 429, code: 'insufficient_quota', message: 'You exceeded your current quota.' }, 437, 'provider_quota_exceeded'],
    ['429 rate limit', { kind: 'fail', status: 429, code: 'rate_limit_exceeded', message: 'Rate limit reached.' }, 432, 'provider_rate_limited'],
    ['500 server error', { kind: 'fail', status: 500 }, 440, 'provider_unavailable'],
    ['400 anything else', { kind: 'fail', status: 400 }, 424, 'provider_error'],
  ];
  it.each(cases)('maps the provider’s %s to spec §8 (JSON, before the stream, never retried)', async (_label, script, status, id) => {
    fake.queue(script);
    const response = await ask();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: id, message: ERRORS[id as keyof typeof ERRORS].message });
    expect(fake.requests).toHaveLength(1);
  });

  it('links the provider status page on 440', () => {
    expect(ERRORS.provider_unavailable.message).toContain(PROVIDER_STATUS_URL);
  });

  it('maps the same way in the JSON generation calls', async () => {
    fake.queue({ kind: 'fail', status: 429, code: 'insufficient_quota' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/generate/instruct',
      headers: { cookie: byok.cookie },
      payload: { unique_id: byok.unique_id, text: 'Write a haiku about autumn.', key: true },
    });
    expect(response.statusCode).toBe(437);
  });
});
