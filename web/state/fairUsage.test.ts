import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@core/errors';
import { blockSecondsLeft, closeFairUsageBlock, getFairUsageBlock, openFairUsageBlock, recheckFairUsage } from './fairUsage';

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

describe('recheckFairUsage (a generation call answered 420)', () => {
  it('refreshes the user, rechecks the mode’s status and opens the dialog with the seconds left', async () => {
    const fetch = vi.fn(async (_url: string) => json(200, blockedStatus(63)));
    vi.stubGlobal('fetch', fetch);
    await recheckFairUsage({ client, uid: 'u1', mode: 'serp', fallbackMessage: 'wait' });
    expect(client.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['user', 'u1'] });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/fair/usage/status?unique_id=u1&mode=serp');
    const block = getFairUsageBlock();
    expect(block).toMatchObject({ mode: 'serp', message: ERRORS.fair_usage_blocked.message });
    expect(blockSecondsLeft(block!.endsAt, Date.now())).toBe(63);
  });

  it('shows the full 100 s when the recheck fails, with the refusal’s message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(500, {})));
    await recheckFairUsage({ client, uid: 'u1', mode: 'url', fallbackMessage: 'Please wait.' });
    expect(getFairUsageBlock()?.message).toBe('Please wait.');
    expect(blockSecondsLeft(getFairUsageBlock()!.endsAt, Date.now())).toBe(100);
  });

  it('opens nothing when the block has already run out', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { mode: 'serp', ratio: 20, blocked: false, seconds_left: 0, message: null })));
    await recheckFairUsage({ client, uid: 'u1', mode: 'serp' });
    expect(getFairUsageBlock()).toBeNull();
  });
});
