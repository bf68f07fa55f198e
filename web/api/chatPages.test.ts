import { describe, expect, it } from 'vitest';
import type { TChatHistoryResponse } from '@core/api/chat';
import { chatsOfPages, nextChatPageStart } from './chatPages';

const item = (id: string) => ({ save_id: id, title: id, mode: 'instruct', model: null, project_id: 'p', last_updated: '2026-11-24T00:00:00.000Z' });
const page = (ids: string[], total: number) => ({ chat_items: ids.map(item), total }) as unknown as TChatHistoryResponse;

describe('chat list pages', () => {
  it('asks for the next page from the number loaded, until every chat is in', () => {
    const first = page(['a', 'b'], 5);
    const second = page(['c', 'd'], 5);
    expect(nextChatPageStart(first, [first])).toBe(2);
    expect(nextChatPageStart(second, [first, second])).toBe(4);
    const last = page(['e'], 5);
    expect(nextChatPageStart(last, [first, second, last])).toBeUndefined();
    // Chats deleted meanwhile: an empty page ends the list rather than asking forever.
    expect(nextChatPageStart(page([], 9), [first, page([], 9)])).toBeUndefined();
  });

  it('shows each chat once when a new chat moved the next page down', () => {
    expect(chatsOfPages([page(['a', 'b'], 4), page(['b', 'c'], 4)]).map((chat) => chat.save_id)).toEqual(['a', 'b', 'c']);
    expect(chatsOfPages([])).toEqual([]);
  });
});
