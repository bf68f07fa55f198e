import { describe, expect, it } from 'vitest';
import type { TSeoBrief } from '@core/api/seo';
import { becameReady } from './seoBriefs';

const brief = (id: string, status: TSeoBrief['status']): TSeoBrief => ({
  id, blog_id: null, status, pages_done: 0, pages_total: 0, pages: [], error: null, scoring_version: 1, snapshot: null,
  created_at: '2026-11-26T10:00:00.000Z', updated_at: '2026-11-26T10:00:00.000Z',
});

describe('becameReady (a brief that used a run, so the user is fetched again)', () => {
  it('is true only for a brief seen queued or building before and ready now', () => {
    expect(becameReady([brief('a', 'building')], [brief('a', 'ready')])).toBe(true);
    expect(becameReady([brief('a', 'queued')], [brief('a', 'ready')])).toBe(true);
    expect(becameReady([brief('a', 'ready')], [brief('a', 'ready')])).toBe(false);
    expect(becameReady([], [brief('a', 'ready')])).toBe(false);
    expect(becameReady([brief('a', 'building')], [brief('a', 'failed')])).toBe(false);
    expect(becameReady([brief('b', 'building')], [brief('a', 'ready'), brief('b', 'building')])).toBe(false);
  });
});
