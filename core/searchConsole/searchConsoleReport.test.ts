import { describe, expect, it } from 'vitest';
import { addDays, fallingPages, pacificDate, pageBelongsToSite, reportRanges } from './searchConsoleReport';

describe('report periods', () => {
  it('counts days in Pacific time, as Search Console does', () => {
    // 05:00 UTC on 2 March is still 1 March in California.
    expect(pacificDate(new Date('2026-03-02T05:00:00Z'))).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('ends two days before today and compares with the period of the same length before', () => {
    expect(reportRanges(7, new Date('2026-03-10T20:00:00Z'))).toEqual({
      range: { start: '2026-03-02', end: '2026-03-08' },
      previous_range: { start: '2026-02-23', end: '2026-03-01' },
    });
    const { range, previous_range } = reportRanges(28, new Date('2026-03-10T20:00:00Z'));
    expect(range).toEqual({ start: '2026-02-09', end: '2026-03-08' });
    expect(previous_range.end).toBe('2026-02-08');
  });
});

describe('falling pages', () => {
  it('keeps pages that lost at least 20% from enough clicks, the biggest loss first', () => {
    const before = [
      { page: 'a', clicks: 100 },
      { page: 'b', clicks: 300 },
      { page: 'c', clicks: 50 },
      { page: 'gone', clicks: 40 },
      { page: 'small', clicks: 20 },
    ];
    const now = [
      { page: 'a', clicks: 81 }, // −19%: not enough
      { page: 'b', clicks: 150 },
      { page: 'c', clicks: 40 },
      { page: 'small', clicks: 2 },
      { page: 'new', clicks: 500 },
    ];
    expect(fallingPages(now, before, 28)).toEqual([
      { page: 'b', clicks_now: 150, clicks_before: 300, change: -0.5 },
      { page: 'gone', clicks_now: 0, clicks_before: 40, change: -1 },
      { page: 'c', clicks_now: 40, clicks_before: 50, change: -0.2 },
    ]);
    // Over a week, 10 clicks before are enough.
    expect(fallingPages([{ page: 'small', clicks: 2 }], [{ page: 'small', clicks: 10 }], 7)).toHaveLength(1);
    expect(fallingPages([{ page: 'small', clicks: 2 }], [{ page: 'small', clicks: 9 }], 7)).toHaveLength(0);
  });
});

describe('pages of a property', () => {
  it('is under a URL-prefix property, or on a domain property’s domain', () => {
    expect(pageBelongsToSite('https://www.example.com/blog/post', 'https://www.example.com/')).toBe(true);
    expect(pageBelongsToSite('https://www.example.com/', 'https://www.example.com/')).toBe(true);
    expect(pageBelongsToSite('https://www.example.com', 'https://www.example.com/')).toBe(true);
    expect(pageBelongsToSite('https://www.example.com.evil.net/', 'https://www.example.com/')).toBe(false);
    expect(pageBelongsToSite('http://www.example.com/post', 'https://www.example.com/')).toBe(false);
    expect(pageBelongsToSite('https://shop.example.com/item', 'sc-domain:example.com')).toBe(true);
    expect(pageBelongsToSite('https://example.com/item', 'sc-domain:example.com')).toBe(true);
    expect(pageBelongsToSite('https://notexample.com/item', 'sc-domain:example.com')).toBe(false);
    expect(pageBelongsToSite('ftp://example.com/item', 'sc-domain:example.com')).toBe(false);
  });
});
