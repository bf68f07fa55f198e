import type { TBlog } from '@core/api/blogs';
import { fetchBlog } from '@web/api/blogs';
import type { TCollabHandle } from '@web/editor/collaborativeDoc';

/**
 * Opening a doc starts from the route, not from the editor: the editor route's loader calls
 * prefetchDocOpen as soon as the address is known (on a full page load, while the app's boot calls
 * and its 1 s loader run), so the doc's fields and its shared Yjs document arrive in parallel with
 * everything else instead of after it. The editor takes each one once. What nobody takes (a guard
 * sent the visitor elsewhere) is closed after a while; a failed fetch or a refused connection is
 * dropped at once, so the editor asks again itself and shows the real error.
 */
const UNCLAIMED_MS = 30_000;

type TSlot<T> = { value: T; timer: ReturnType<typeof setTimeout> };

const fetches = new Map<string, TSlot<Promise<TBlog>>>();
/** A null value: the connection's code (it loads with the editor's chunk) is still on its way. */
const connections = new Map<string, TSlot<TCollabHandle | null>>();

function dropConnection(copyId: string, slot: TSlot<TCollabHandle | null>): void {
  if (connections.get(copyId) !== slot) return;
  connections.delete(copyId);
  clearTimeout(slot.timer);
  slot.value?.close();
}

function startFetch(copyId: string): void {
  const slot: TSlot<Promise<TBlog>> = { value: fetchBlog(null, copyId), timer: setTimeout(() => fetches.delete(copyId), UNCLAIMED_MS) };
  fetches.set(copyId, slot);
  slot.value.catch(() => {
    if (fetches.get(copyId) === slot) fetches.delete(copyId);
  });
}

function startConnection(copyId: string): void {
  const slot: TSlot<TCollabHandle | null> = { value: null, timer: setTimeout(() => dropConnection(copyId, slot), UNCLAIMED_MS) };
  connections.set(copyId, slot);
  import('@web/editor/collaborativeDoc').then(
    ({ openCollaborativeDoc }) => {
      // Taken while the code loaded: the editor opened its own, so none is opened here.
      if (connections.get(copyId) !== slot) return;
      const handle = openCollaborativeDoc(copyId);
      slot.value = handle;
      handle.subscribe(() => {
        if (handle.state().refused) dropConnection(copyId, slot);
      });
    },
    () => dropConnection(copyId, slot),
  );
}

/** Starts fetching a doc's fields and connecting to its shared document, unless already started. */
export function prefetchDocOpen(copyId: string | null): void {
  if (!copyId) return;
  if (!fetches.has(copyId)) startFetch(copyId);
  if (!connections.has(copyId)) startConnection(copyId);
}

/** The doc's fields as the route fetched them, or null when no fetch is waiting to be taken. */
export function takePrefetchedBlog(copyId: string): Promise<TBlog> | null {
  const slot = fetches.get(copyId);
  if (!slot) return null;
  fetches.delete(copyId);
  clearTimeout(slot.timer);
  return slot.value;
}

/** The doc's connection as the route opened it, or null when none is open and waiting to be taken. */
export function takePrefetchedCollab(copyId: string): TCollabHandle | null {
  const slot = connections.get(copyId);
  if (!slot) return null;
  connections.delete(copyId);
  clearTimeout(slot.timer);
  return slot.value;
}
