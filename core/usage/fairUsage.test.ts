import { describe, expect, it } from 'vitest';
import { FAIR_USAGE_BLOCK_MS, FAIR_USAGE_MESSAGE_SECONDS } from '../constants';
import { ERRORS } from '../errors';
import { fairUsageDecision } from './fairUsage';

const now = new Date('2030-01-01T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('fairUsageDecision', () => {
  it('lets ratio 99 through and removes a stored timer', () => {
    expect(fairUsageDecision({ ratio: 99, blockedUntil: null, now })).toEqual({ blocked: false, secondsLeft: 0, blockedUntil: null });
    expect(fairUsageDecision({ ratio: 99, blockedUntil: at(50_000), now })).toEqual({ blocked: false, secondsLeft: 0, blockedUntil: null });
  });

  it('starts a 100 s block at ratio 100', () => {
    expect(fairUsageDecision({ ratio: 100, blockedUntil: null, now })).toEqual({ blocked: true, secondsLeft: 100, blockedUntil: at(FAIR_USAGE_BLOCK_MS) });
  });

  it('counts the running block down and ends it after 100 s', () => {
    const blockedUntil = at(FAIR_USAGE_BLOCK_MS);
    expect(fairUsageDecision({ ratio: 150, blockedUntil, now: at(10_000) })).toMatchObject({ blocked: true, secondsLeft: 90, blockedUntil });
    expect(fairUsageDecision({ ratio: 150, blockedUntil, now: at(99_001) })).toMatchObject({ blocked: true, secondsLeft: 1 });
    expect(fairUsageDecision({ ratio: 150, blockedUntil, now: at(100_000) })).toEqual({ blocked: false, secondsLeft: 0, blockedUntil: null });
  });

  it('says 90 seconds although the block lasts 100', () => {
    expect(FAIR_USAGE_MESSAGE_SECONDS).toBe(90);
    expect(ERRORS.fair_usage_blocked).toMatchObject({ status: 420, message: expect.stringContaining(`${FAIR_USAGE_MESSAGE_SECONDS} seconds`) });
  });
});
