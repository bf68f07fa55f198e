import { afterAll, describe, expect, it } from 'vitest';
import { ZAppConfig } from '@core/api/appConfig';
import { buildUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';

const harnesses: Array<Awaited<ReturnType<typeof buildTestApp>>> = [];
afterAll(async () => Promise.all(harnesses.map((h) => h.close())));

async function configWith(overrides: Record<string, string>) {
  const harness = await buildTestApp(overrides);
  harnesses.push(harness);
  const response = await harness.app.inject({ url: '/api/app/config' });
  expect(response.statusCode).toBe(200);
  return ZAppConfig.parse(response.json());
}

describe('GET /api/app/config', () => {
  it('is quiet by default: no downtime, no banner', async () => {
    const config = await configWith({});
    expect(config).toMatchObject({ app_downtime_flag: 0, downtime_until: null, announcement: null, app_version: '3.8.2' });
  });

  it('counts down the downtime and carries the announcement', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const config = await configWith({
      DOWNTIME_UNTIL: until,
      ANNOUNCEMENT_TEXT: 'Longform moves to a new server on',
      ANNOUNCEMENT_DATE: '2026-12-31',
      ANNOUNCEMENT_LINK: 'https://example.com/news',
    });
    expect(config.app_downtime_flag).toBeGreaterThan(3_500);
    expect(config.app_downtime_flag).toBeLessThanOrEqual(3_600);
    expect(config.downtime_until).toBe(until);
    expect(config.announcement).toEqual({ text: 'Longform moves to a new server on', date: '2026-12-31', link: 'https://example.com/news' });
  });

  it('ends the downtime once the return time has passed', async () => {
    const config = await configWith({ DOWNTIME_UNTIL: new Date(Date.now() - 1_000).toISOString() });
    expect(config.app_downtime_flag).toBe(0);
    expect(config.downtime_until).toBeNull();
  });

  it('carries SUPPORT_URL for the chat-support widget', async () => {
    expect((await configWith({})).support_url).toBeNull();
    expect((await configWith({ SUPPORT_URL: 'https://example.com/chat' })).support_url).toBe('https://example.com/chat');
  });

  it('says whether a web search provider is configured, so the public tool only promises what works', async () => {
    expect((await configWith({})).web_search).toBe(false);
    expect((await configWith({ SEARXNG_URL: 'http://127.0.0.1:9/search' })).web_search).toBe(true);
  });
});

describe('GET /api/app/config: which model names really answer', () => {
  it('marks every name offline with no model configured, and a mapped name as a model', async () => {
    expect((await configWith({})).models.every((model) => model.engine === 'offline')).toBe(true);
    const mapped = await configWith({ OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL_GPT_4: 'compatible:fake-model' });
    expect(mapped.models).toContainEqual({ name: 'gpt-4', engine: 'model' });
    expect(mapped.models).toContainEqual({ name: 'azure-gpt', engine: 'offline' });
    // The provider and its model id stay on the server.
    expect(JSON.stringify(mapped)).not.toContain('fake-model');
  });
});

describe('GET /api/app/config with the app-downtime-flag', () => {
  it('combines the flag with DOWNTIME_UNTIL, for everyone signed out and per user signed in', async () => {
    const envUntil = new Date(Date.now() + 600_000);
    const harness = await buildTestApp({ DOWNTIME_UNTIL: envUntil.toISOString() });
    harnesses.push(harness);
    const config = async (cookie?: string) =>
      ZAppConfig.parse((await harness.app.inject({ url: '/api/app/config', headers: cookie ? { cookie } : {} })).json());
    const admin = await buildUser(harness.app);
    const other = await buildUser(harness.app);

    // The environment's 10 minutes stand while the flag is 0.
    expect((await config()).downtime_until).toBe(envUntil.toISOString());
    // An override for everyone with a later end (Unix seconds) wins, signed out and signed in.
    const flagUntil = Math.floor(Date.now() / 1_000) + 3_600;
    await harness.ctx.flags.store.setOverride('app-downtime-flag', { value: flagUntil }, 'test');
    expect((await config()).downtime_until).toBe(new Date(flagUntil * 1_000).toISOString());
    expect((await config(other.cookie)).app_downtime_flag).toBeGreaterThan(3_500);
    // An email override exempts one signed-in person from the flag (not from DOWNTIME_UNTIL); signed out it does not apply.
    await harness.ctx.flags.store.setOverride('app-downtime-flag', { value: 0, emails: [admin.email] }, 'test');
    expect((await config(admin.cookie)).downtime_until).toBe(envUntil.toISOString());
    expect((await config()).downtime_until).toBe(new Date(flagUntil * 1_000).toISOString());
    // A plan override does not reach a signed-out caller, who has no plan.
    await harness.ctx.flags.store.unsetOverride('app-downtime-flag', 'test');
    await harness.ctx.flags.store.setOverride('app-downtime-flag', { value: flagUntil, plans: ['5-day-trial-plan'] }, 'test');
    expect((await config()).downtime_until).toBe(envUntil.toISOString());
    expect((await config(other.cookie)).downtime_until).toBe(new Date(flagUntil * 1_000).toISOString());
  });
});
