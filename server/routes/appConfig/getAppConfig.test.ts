import { afterAll, describe, expect, it } from 'vitest';
import { ZAppConfig } from '@core/api/appConfig';
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
});
