import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { COLLABORATION_PATH } from '@core/editor/collaboration';
import { unsavedEdits } from './unsavedEdits';

const SETTLE_MS = 250;
/** How long a closed doc keeps trying to deliver edits the server has not acknowledged yet. */
const DRAIN_LIMIT_MS = 10 * 60_000;
/** The origin of edits restored from this browser's storage (already stored: not stored again). */
const RESTORED = Symbol('restored edits');

export type TCollabState = {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** The first sync with the server is done: the doc shows what is stored. */
  synced: boolean;
  connected: boolean;
  /** Local edits wait for the server's acknowledgement (cleared 250 ms after the last one arrives). */
  textPending: boolean;
  /** Why the server refused the doc (not yours, signed out), or null. */
  refused: string | null;
};

/** An open connection to one doc's shared Yjs document, whose state can be read and watched at any time. */
export type TCollabHandle = {
  blogId: string;
  state: () => TCollabState;
  subscribe: (listener: () => void) => () => void;
  close: () => void;
};

/**
 * Opens a doc's shared Yjs document over Hocuspocus. The state is kept from the first moment, so a
 * connection opened before the editor mounts (see docOpenPrefetch.ts) hands over what already
 * happened: synced, refused, connected. The browser sends its session cookie with the WebSocket
 * upgrade, which is what the server checks; the provider is attached explicitly (STACK-NOTES item 6).
 */
export function openCollaborativeDoc(blogId: string): TCollabHandle {
  const doc = new Y.Doc();
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const socket = new HocuspocusProviderWebsocket({ url: `${scheme}://${window.location.host}${COLLABORATION_PATH}` });
  const listeners = new Set<() => void>();
  const kept = unsavedEdits(blogId);
  let settle: ReturnType<typeof setTimeout> | undefined;
  let closing = false;
  let destroyed = false;
  let current: TCollabState;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    clearTimeout(settle);
    provider.destroy();
    socket.destroy();
    doc.destroy();
  };
  const update = (patch: Partial<TCollabState>) => {
    current = { ...current, ...patch };
    for (const listener of listeners) listener();
  };
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: blogId,
    document: doc,
    token: 'session-cookie',
    onSynced: ({ state: isSynced }) => update({ synced: isSynced || current.synced }),
    onStatus: ({ status }) => update({ connected: status === 'connected' }),
    // Published only when it flips, and "all acknowledged" a moment late, so steady typing does
    // not re-render the page twice per keystroke.
    onUnsyncedChanges: ({ number }) => {
      if (number === 0) kept.clear();
      if (closing) {
        if (number === 0) destroy();
        return;
      }
      clearTimeout(settle);
      if (number > 0) {
        if (!current.textPending) update({ textPending: true });
      } else if (current.textPending) {
        settle = setTimeout(() => update({ textPending: false }), SETTLE_MS);
      }
    },
    onAuthenticationFailed: ({ reason }) => {
      // Refused (no longer yours, signed out): kept edits have nowhere to go.
      kept.clear();
      update({ refused: reason || 'permission-denied' });
    },
  });
  current = { doc, provider, synced: false, connected: false, textPending: false, refused: null };
  // Every local edit is kept in this browser until the server acknowledges it (see unsavedEdits.ts).
  doc.on('update', (change: Uint8Array, origin: unknown) => {
    if (origin !== provider && origin !== RESTORED) kept.add(change);
  });
  // Edits an earlier page left unacknowledged (a reload or closed tab while offline) come back
  // first; the provider sends them like any local edit once connected.
  const restored = kept.load();
  if (restored) Y.applyUpdate(doc, restored, RESTORED);
  provider.attach();
  return {
    blogId,
    state: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // Edits the server has not acknowledged (offline, a slow network) are not thrown away when the
    // editor closes: the connection stays open in the background, reconnecting as needed, until
    // they are delivered (or the drain limit passes), then closes.
    close: () => {
      listeners.clear();
      if (closing) return;
      closing = true;
      if (!provider.hasUnsyncedChanges || current.refused) return destroy();
      setTimeout(destroy, DRAIN_LIMIT_MS);
    },
  };
}
