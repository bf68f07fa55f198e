import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBlog } from '@core/api/blogs';
import type { TCollabHandle, TCollabState } from '@web/editor/collaborativeDoc';

/** A stand-in connection whose state the test sets, recording whether it was closed. */
type TFakeHandle = TCollabHandle & { closed: boolean; refuse: () => void };

const fetchBlog = vi.fn<(uid: string | null, copyId: string) => Promise<TBlog>>();
const opened: TFakeHandle[] = [];

vi.mock('@web/api/blogs', () => ({ fetchBlog: (uid: string | null, copyId: string) => fetchBlog(uid, copyId) }));
vi.mock('@web/editor/collaborativeDoc', () => ({
  openCollaborativeDoc: (blogId: string): TFakeHandle => {
    const listeners = new Set<() => void>();
    let state = { refused: null } as unknown as TCollabState;
    const handle: TFakeHandle = {
      blogId,
      closed: false,
      state: () => state,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => {
        handle.closed = true;
      },
      refuse: () => {
        state = { ...state, refused: 'permission-denied' };
        for (const listener of listeners) listener();
      },
    };
    opened.push(handle);
    return handle;
  },
}));

const blog = { _id: 'doc-1', title: 'A doc' } as TBlog;
/** Lets the dynamic import of the connection's code and the fetch's handlers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let prefetch: typeof import('./docOpenPrefetch');
beforeEach(async () => {
  vi.resetModules();
  fetchBlog.mockReset();
  opened.length = 0;
  prefetch = await import('./docOpenPrefetch');
});
afterEach(() => vi.useRealTimers());

describe('docOpenPrefetch', () => {
  it('starts the fetch (as the session user) and the connection once, and hands each over once', async () => {
    fetchBlog.mockResolvedValue(blog);
    prefetch.prefetchDocOpen('doc-1');
    prefetch.prefetchDocOpen('doc-1');
    await settle();
    expect(fetchBlog).toHaveBeenCalledTimes(1);
    expect(fetchBlog).toHaveBeenCalledWith(null, 'doc-1');
    expect(opened.map((handle) => handle.blogId)).toEqual(['doc-1']);

    await expect(prefetch.takePrefetchedBlog('doc-1')).resolves.toBe(blog);
    expect(prefetch.takePrefetchedBlog('doc-1')).toBeNull();
    expect(prefetch.takePrefetchedCollab('doc-1')).toBe(opened[0]);
    expect(prefetch.takePrefetchedCollab('doc-1')).toBeNull();
    expect(opened[0]!.closed).toBe(false);
  });

  it('does nothing without a copy_id, and has nothing for a doc it never started', () => {
    prefetch.prefetchDocOpen(null);
    expect(fetchBlog).not.toHaveBeenCalled();
    expect(prefetch.takePrefetchedBlog('doc-2')).toBeNull();
    expect(prefetch.takePrefetchedCollab('doc-2')).toBeNull();
  });

  it('drops a failed fetch, so the editor asks again and shows the real error', async () => {
    fetchBlog.mockRejectedValue(new Error('Not found'));
    prefetch.prefetchDocOpen('doc-1');
    await settle();
    expect(prefetch.takePrefetchedBlog('doc-1')).toBeNull();
  });

  it('closes and drops a refused connection (signed out, not yours)', async () => {
    fetchBlog.mockResolvedValue(blog);
    prefetch.prefetchDocOpen('doc-1');
    await settle();
    opened[0]!.refuse();
    expect(opened[0]!.closed).toBe(true);
    expect(prefetch.takePrefetchedCollab('doc-1')).toBeNull();
  });

  it('opens no connection when the editor took the slot while the code was loading', async () => {
    fetchBlog.mockResolvedValue(blog);
    prefetch.prefetchDocOpen('doc-1');
    expect(prefetch.takePrefetchedCollab('doc-1')).toBeNull();
    await settle();
    expect(opened).toEqual([]);
  });

  it('closes what nobody takes after 30 s, and starts afresh after that', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchBlog.mockResolvedValue(blog);
    prefetch.prefetchDocOpen('doc-1');
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    vi.advanceTimersByTime(29_000);
    expect(opened[0]!.closed).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(opened[0]!.closed).toBe(true);
    expect(prefetch.takePrefetchedBlog('doc-1')).toBeNull();
    expect(prefetch.takePrefetchedCollab('doc-1')).toBeNull();
    prefetch.prefetchDocOpen('doc-1');
    expect(fetchBlog).toHaveBeenCalledTimes(2);
  });
});
