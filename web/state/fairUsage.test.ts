import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@core/errors';
import { alertStore } from './alerts';
import { blockSecondsLeft, closeFairUsageBlock, ensureFairUsage, getFairUsageBlock, openFairUsageBlock } from './fairUsage';

const client = { invalidateQueries: vi.fn(async () => {}) } as unknown as QueryClient;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const blockedStatus = (seconds: number) => ({ mode: 'serp', ratio: 120, blocked: true, seconds_left: seconds, message: ERRORS.fair_usage_blocked.message });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-01T12:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  closeFairUsageBlock();
});

describe('the restricted dialog countdown', () => {
  it('counts whole seconds down from the server’s count to 0, rounding up', () => {
    openFairUsageBlock('serp', 100);
    const { endsAt } = getFairUsageBlock()!;
    expect(blockSecondsLeft(endsAt, Date.now())).toBe(100);
    vi.advanceTimersByTime(10_000);
    expect(blockSecondsLeft(endsAt, Date.now())).toBe(90);
    vi.advanceTimersByTime(89_500);
    expect(blockSecondsLeft(endsAt, Date.now())).toBe(1);
    vi.advanceTimersByTime(500);
    expect(blockSecondsLeft(endsAt, Date.now())).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(blockSecondsLeft(endsAt, Date.now())).toBe(0);
  });

  it('says 90 seconds in its text although the block lasts 100 (spec §4)', () => {
    openFairUsageBlock('instruct', 100);
    expect(getFairUsageBlock()?.message).toMatch(/wait 90 seconds/);
  });
});

describe('ensureFairUsage', () => {
  it('lets the generation go ahead on 200', async () => {
    const fetch = vi.fn(async () => json(200, { mode: 'serp', ratio: 20, blocked: false, seconds_left: 0, message: null }));
    vi.stubGlobal('fetch', fetch);
    expect(await ensureFairUsage({ client, uid: 'u1', mode: 'serp', teamId: 't1' })).toBe(true);
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ unique_id: 'u1', mode: 'serp', team_id: 't1' });
    expect(getFairUsageBlock()).toBeNull();
  });

  it('on 420 refreshes the user, rechecks the status and opens the dialog with the seconds left', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.startsWith('/api/fair/usage/check') ? json(420, { error: 'fair_usage_blocked', message: 'wait', seconds_left: 64 }) : json(200, blockedStatus(63)),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await ensureFairUsage({ client, uid: 'u1', mode: 'serp' })).toBe(false);
    expect(client.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['user', 'u1'] });
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/fair/usage/status?unique_id=u1&mode=serp');
    const block = getFairUsageBlock();
    expect(block).toMatchObject({ mode: 'serp', message: ERRORS.fair_usage_blocked.message });
    expect(blockSecondsLeft(block!.endsAt, Date.now())).toBe(63);
  });

  it('shows the full 100 s when the recheck fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (url.startsWith('/api/fair/usage/check') ? json(420, { message: 'wait' }) : json(500, {}))));
    expect(await ensureFairUsage({ client, uid: 'u1', mode: 'url' })).toBe(false);
    expect(blockSecondsLeft(getFairUsageBlock()!.endsAt, Date.now())).toBe(100);
  });

  it('refuses a mode the user’s flags leave out with the server’s message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(403, { error: 'mode_not_allowed', message: ERRORS.mode_not_allowed.message, field: 'mode' })));
    expect(await ensureFairUsage({ client, uid: 'u1', mode: 'domain' })).toBe(false);
    expect(alertStore.getState().alerts.at(-1)?.message).toBe(ERRORS.mode_not_allowed.message);
    expect(getFairUsageBlock()).toBeNull();
  });

  it('throws anything else for the caller’s handleGenerationFailure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(430, { error: 'plan_expired', message: 'expired' })));
    await expect(ensureFairUsage({ client, uid: 'u1', mode: 'instruct' })).rejects.toMatchObject({ status: 430 });
  });
});
