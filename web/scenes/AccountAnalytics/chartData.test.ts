import { describe, expect, it } from 'vitest';
import type { TAnalyticsReport } from '@core/api/analytics';
import { bucketDates, chartRows, creditsAxis, memberLabels, measureUsed, tableLines } from './chartData';

const figures = { credits: '0.0', words: 0, runs: 0, docs: 0, checks: 0 };
const report: TAnalyticsReport = {
  from: '2026-11-24',
  to: '2026-11-27',
  bucket: 'day',
  scope: 'team',
  team_id: 't1',
  all_members: true,
  members: [
    { unique_id: 'a', name: 'Ann', email: 'ann@example.com', current_member: true },
    { unique_id: 'b', name: 'Ann', email: 'ann.b@example.com', current_member: true },
    { unique_id: 'c', name: '', email: 'cy@example.com', current_member: false },
  ],
  series: [
    { ...figures, date: '2026-11-25', unique_id: 'a', credits: '1.7', words: 170 },
    { ...figures, date: '2026-11-27', unique_id: 'c', docs: 2 },
  ],
  totals: [
    { ...figures, unique_id: 'a', feature: null, credits: '1.7', words: 170 },
    { ...figures, unique_id: 'a', feature: 'writing_tool', credits: '0.8', words: 80 },
    { ...figures, unique_id: 'a', feature: 'factgpt', credits: '0.9', words: 90 },
    { ...figures, unique_id: 'c', feature: null, docs: 2 },
    { ...figures, unique_id: 'c', feature: 'docs', docs: 2 },
  ],
};

describe('the analytics page’s data', () => {
  it('lists every day, or every week’s Monday, of the period', () => {
    expect(bucketDates('2026-11-24', '2026-11-27', 'day')).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    // 2026-11-04 is a Wednesday: its week starts on Monday 2 November.
    expect(bucketDates('2026-11-04', '2026-11-23', 'week')).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
  });

  it('names members by name, with the email when two share it, and marks who left', () => {
    expect([...memberLabels(report).values()]).toEqual(['Ann (ann@example.com)', 'Ann (ann.b@example.com)', 'cy@example.com (left the team)']);
  });

  it('fills each measure’s chart with zero where nobody used anything', () => {
    expect(chartRows(report, 'credits')).toEqual([
      { date: '2026-11-24', a: 0, b: 0, c: 0 },
      { date: '2026-11-25', a: 1.7, b: 0, c: 0 },
      { date: '2026-11-26', a: 0, b: 0, c: 0 },
      { date: '2026-11-27', a: 0, b: 0, c: 0 },
    ]);
    expect(chartRows(report, 'docs')[3]).toEqual({ date: '2026-11-27', a: 0, b: 0, c: 2 });
    expect(measureUsed(report, 'credits')).toBe(true);
    expect(measureUsed(report, 'checks')).toBe(false);
  });

  it('ticks small credit charts on whole tenths of the highest stacked bar', () => {
    expect(creditsAxis([{ date: 'd1', a: 0.1, b: 0.2 }, { date: 'd2', a: 0.1, b: 0 }])).toEqual({ domain: [0, 0.3], tickCount: 4 });
    expect(creditsAxis([{ date: 'd1', a: 0 }])).toEqual({ domain: [0, 0.1], tickCount: 2 });
    expect(creditsAxis([{ date: 'd1', a: 12.5 }])).toBeNull();
  });

  it('lists each member’s features by name, then their total, keeping credits as the server wrote them', () => {
    expect(tableLines(report).map((line) => [line.member, line.feature, line.credits, line.total])).toEqual([
      ['Ann (ann@example.com)', 'FactGPT', '0.9', false],
      ['Ann (ann@example.com)', 'Writing tools', '0.8', false],
      ['Ann (ann@example.com)', 'All features', '1.7', true],
      ['cy@example.com (left the team)', 'Docs', '0.0', false],
      ['cy@example.com (left the team)', 'All features', '0.0', true],
    ]);
  });
});
