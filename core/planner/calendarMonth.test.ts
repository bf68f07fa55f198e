import { describe, expect, it } from 'vitest';
import { localDay, monthBounds, monthOf, monthWeeks, shiftMonth } from './calendarMonth';

describe('calendar months', () => {
  it('knows the last day of a month, leap years included', () => {
    expect(monthBounds('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthBounds('2028-02').last).toBe('2028-02-29');
    expect(monthBounds('2026-12').last).toBe('2026-12-31');
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(monthOf('2026-05-14')).toBe('2026-05');
  });

  it('lays a month out in weeks starting on Monday', () => {
    // 1 June 2026 is a Monday; 1 March 2026 a Sunday.
    const june = monthWeeks('2026-06');
    expect(june[0]![0]).toBe('2026-06-01');
    expect(june.every((week) => week.length === 7)).toBe(true);
    const march = monthWeeks('2026-03');
    expect(march[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(march.flat().filter(Boolean)).toHaveLength(31);
  });

  it('reads the local day', () => {
    expect(localDay(new Date(2026, 4, 9, 23, 30))).toBe('2026-05-09');
  });
});
