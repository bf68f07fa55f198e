import { useEffect, useState } from 'react';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { COLLABORATION_PATH } from '@core/editor/collaboration';

const SETTLE_MS = 250;

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

/**
 * The doc's shared Yjs document over Hocuspocus. Created in an effect with cleanup, since
 * StrictMode mounts twice (STACK-NOTES item 7); the provider is attached explicitly (item 6). The
 * browser sends its session cookie with the WebSocket upgrade, which is what the server checks.
 */
export function useCollaborativeDoc(blogId: string | null): TCollabState | null {
  const [state, setState] = useState<TCollabState | null>(null);

  useEffect(() => {
    if (!blogId) return;
    const doc = new Y.Doc();
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new HocuspocusProviderWebsocket({ url: `${scheme}://${window.location.host}${COLLABORATION_PATH}` });
    let current: TCollabState;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const update = (patch: Partial<TCollabState>) => {
      current = { ...current, ...patch };
      if (active) setState(current);
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
        clearTimeout(settle);
        if (number > 0) {
          if (!current.textPending) update({ textPending: true });
        } else if (current.textPending) {
          settle = setTimeout(() => update({ textPending: false }), SETTLE_MS);
        }
      },
      onAuthenticationFailed: ({ reason }) => update({ refused: reason || 'permission-denied' }),
    });
    current = { doc, provider, synced: false, connected: false, textPending: false, refused: null };
    let active = true;
    // Published from a microtask, not during the effect, so one render shows the new doc.
    queueMicrotask(() => {
      if (active) setState(current);
    });
    provider.attach();
    return () => {
      active = false;
      clearTimeout(settle);
      provider.destroy();
      socket.destroy();
      doc.destroy();
    };
  }, [blogId]);

  return state;
}
