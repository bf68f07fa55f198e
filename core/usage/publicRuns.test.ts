import { describe, expect, it } from 'vitest';
import { PUBLIC_DAILY_RUNS } from '../constants';
import { ERRORS } from '../errors';
import { publicRunsDay, publicRunsLeft, publicRunsResetAt } from './publicRuns';

describe('public runs', () => {
  it('counts by UTC calendar day', () => {
    expect(publicRunsDay(new Date('2030-03-01T23:59:59.999Z'))).toBe('2030-03-01');
    expect(publicRunsDay(new Date('2030-03-02T00:00:00.000Z'))).toBe('2030-03-02');
    expect(publicRunsDay(new Date('2030-03-01T23:30:00-05:00'))).toBe('2030-03-02');
  });

  it('resets at the next UTC midnight, across months and years', () => {
    expect(publicRunsResetAt(new Date('2030-02-28T10:00:00Z')).toISOString()).toBe('2030-03-01T00:00:00.000Z');
    expect(publicRunsResetAt(new Date('2030-12-31T23:59:59Z')).toISOString()).toBe('2031-01-01T00:00:00.000Z');
    expect(publicRunsResetAt(new Date('2030-06-01T00:00:00Z')).toISOString()).toBe('2030-06-02T00:00:00.000Z');
  });

  it('leaves 15 runs a day, never fewer than none', () => {
    expect([0, 14, 15, 16].map(publicRunsLeft)).toEqual([15, 1, 0, 0]);
    expect(ERRORS.public_runs_exhausted).toMatchObject({ status: 400, message: expect.stringContaining(`your ${PUBLIC_DAILY_RUNS} free runs`) });
  });
});
