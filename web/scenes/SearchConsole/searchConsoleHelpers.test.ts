import { describe, expect, it } from 'vitest';
import { axisOf, linePath, nearestIndex, niceMax } from './chartGeometry';
import { formatChange, formatCtr, formatPosition, formatRange, shortPage, totalsOf } from './searchConsoleFormat';
import { nextSort, sortRows } from './tableSort';

describe('sorting a table', () => {
  const rows = [
    { query: 'b', clicks: 5, position: 3.1 },
    { query: 'a', clicks: 9, position: 7.2 },
    { query: 'c', clicks: 5, position: 1.5 },
  ];
  it('sorts numbers as numbers and text by letter, ties in their order', () => {
    expect(sortRows(rows, { key: 'clicks', direction: 'descending' }).map((row) => row.query)).toEqual(['a', 'b', 'c']);
    expect(sortRows(rows, { key: 'clicks', direction: 'ascending' }).map((row) => row.query)).toEqual(['b', 'c', 'a']);
    expect(sortRows(rows, { key: 'query', direction: 'ascending' }).map((row) => row.query)).toEqual(['a', 'b', 'c']);
    expect(rows.map((row) => row.query)).toEqual(['b', 'a', 'c']);
  });
  it('flips the same column, starts another its own way', () => {
    expect(nextSort({ key: 'clicks', direction: 'descending' }, 'clicks', 'descending')).toEqual({ key: 'clicks', direction: 'ascending' });
    expect(nextSort({ key: 'clicks', direction: 'descending' }, 'position', 'ascending')).toEqual({ key: 'position', direction: 'ascending' });
  });
});

describe('the chart', () => {
  it('rounds the axis up', () => {
    expect([niceMax(0), niceMax(7), niceMax(37), niceMax(101), niceMax(0.053)]).toEqual([1, 8, 40, 120, 0.06]);
    expect(axisOf({ values: [3.2, 8.9], inverted: true })).toEqual({ min: 1, max: 12 });
  });
  it('draws values across the width, position upside down', () => {
    expect(linePath({ values: [0, 10] }, 100, 50)).toBe('M0.0,50.0L100.0,0.0');
    expect(linePath({ values: [1, 10], inverted: true }, 100, 50)).toBe('M0.0,0.0L100.0,32.1');
    expect(linePath({ values: [5, 10] }, 100, 50)).toBe('M0.0,25.0L100.0,0.0');
    expect(linePath({ values: [4] }, 100, 50)).toBe('M0.0,0.0L100.0,0.0');
    expect(linePath({ values: [] }, 100, 50)).toBe('');
    expect(nearestIndex(49, 100, 3)).toBe(1);
    expect(nearestIndex(500, 100, 3)).toBe(2);
  });
});

describe('numbers as shown', () => {
  it('rounds only for display', () => {
    expect(formatCtr(0.05333)).toBe('5.3%');
    expect(formatPosition(6.549)).toBe('6.5');
    expect(formatChange(-0.4249)).toBe('−42%');
    expect(formatRange({ start: '2026-02-09', end: '2026-03-08' })).toBe('Feb 9 – Mar 8, 2026');
    expect(formatRange({ start: '2025-12-20', end: '2026-01-02' })).toBe('Dec 20, 2025 – Jan 2, 2026');
    expect(totalsOf([{ clicks: 1, impressions: 10, position: 2 }, { clicks: 3, impressions: 30, position: 6 }])).toEqual({ clicks: 4, impressions: 40, ctr: 0.1, position: 5 });
  });
  it('shortens pages under the property to their path', () => {
    expect(shortPage('https://www.example.com/blog/post?x=1', 'https://www.example.com/')).toBe('/blog/post?x=1');
    expect(shortPage('https://shop.example.com/item', 'sc-domain:example.com')).toBe('shop.example.com/item');
  });
});
