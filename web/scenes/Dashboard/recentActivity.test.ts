import { describe, expect, it } from 'vitest';
import type { TAutoblogRunSummary } from '@core/api/autoblog';
import type { TBlogListItem } from '@core/api/blogs';
import { recentChats, recentDocs, recentRuns } from './recentActivity';

describe('recent work on the dashboard', () => {
  it('opens drafts in the editor, chats in FactGPT and runs on their page, five of each at most', () => {
    const docs = Array.from({ length: 7 }, (_, i) => ({ _id: `d${i}`, title: i === 0 ? ' ' : `Draft ${i}`, word_count: 1200, last_updated: '2026-11-27T10:00:00Z' }) as TBlogListItem);
    const items = recentDocs(docs);
    expect(items).toHaveLength(5);
    expect(items[0]).toEqual({ key: 'd0', title: 'Untitled draft', to: '/blogs/editor?copy_id=d0', detail: '1,200 words', when: '2026-11-27T10:00:00Z' });
    const chats = recentChats([{ save_id: 'c 1', title: 'Soil', mode: 'serp', model: null, project_id: 'p', last_updated: '2026-11-26T10:00:00Z' }]);
    expect(chats[0]).toMatchObject({ title: 'Soil', to: '/factgpt?chat_id=c+1', detail: 'serp mode' });
    const run = { id: 'r1', template: 'how_to', created_at: '2026-11-25T10:00:00Z', counts: { total: 5, active: 1, done: 3, failed: 0, paused: 0, cancelled: 0 } } as TAutoblogRunSummary;
    expect(recentRuns([run])[0]).toMatchObject({ to: '/templates/workflow/runs/r1', detail: '3 of 5 articles done, writing' });
    expect(recentRuns([run])[0]!.title).toMatch(/ run$/);
  });
});
