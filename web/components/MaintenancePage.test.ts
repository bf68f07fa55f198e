import { describe, expect, it } from 'vitest';
import { returnTime } from './MaintenancePage';

const config = { app_downtime_flag: 600, downtime_until: null, announcement: null, app_version: '3.8.2', redirect_url: null, billing_enabled: false, support_url: null, web_search: false, models: [] };

describe('returnTime', () => {
  it('uses the configured return time', () => {
    expect(returnTime({ ...config, downtime_until: '2026-11-22T10:00:00.000Z' }).toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });

  it('otherwise adds the seconds of downtime left to now', () => {
    expect(returnTime(config, 1_000_000).getTime()).toBe(1_000_000 + 600_000);
    expect(returnTime({ ...config, downtime_until: 'not a date' }, 0).getTime()).toBe(600_000);
  });
});
