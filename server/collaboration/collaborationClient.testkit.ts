import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { WebSocket } from 'ws';
import * as Y from 'yjs';
import { COLLABORATION_PATH } from '@core/editor/collaboration';
import { EDITOR_FIELD } from '@core/editor/extensions';

export type TTestPeer = { doc: Y.Doc; provider: HocuspocusProvider; socket: HocuspocusProviderWebsocket; close: () => void };

/** A `ws` WebSocket that sends a cookie, as a browser on the app's origin would. */
function cookieSocket(cookie: string | null) {
  return class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: cookie ? { cookie } : {} });
    }
  };
}

/**
 * A Node collaboration client for tests and the bench: resolves once the doc has synced, rejects
 * when the server refuses it (permission-denied) or nothing happens within 10 s.
 */
export function openPeer(port: number, blogId: string, cookie: string | null): Promise<TTestPeer> {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({ url: `ws://127.0.0.1:${port}${COLLABORATION_PATH}`, WebSocketPolyfill: cookieSocket(cookie), maxAttempts: 1 });
  return new Promise((resolve, reject) => {
    const close = () => {
      provider.destroy();
      socket.destroy();
    };
    const timer = setTimeout(() => {
      close();
      reject(new Error('collaboration sync timed out'));
    }, 10_000);
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: blogId,
      document: doc,
      token: 'session-cookie',
      onSynced: () => {
        clearTimeout(timer);
        resolve({ doc, provider, socket, close });
      },
      onAuthenticationFailed: ({ reason }) => {
        clearTimeout(timer);
        close();
        reject(new Error(`refused: ${reason}`));
      },
    });
    provider.attach();
  });
}

/** Waits until `check` holds, polling every 10 ms (up to 5 s). */
export async function eventually(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Appends a paragraph to the peer's editor text, as typing a line in the editor would. */
export function typeParagraph(peer: TTestPeer, text: string) {
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  const fragment = peer.doc.getXmlFragment(EDITOR_FIELD);
  fragment.insert(fragment.length, [paragraph]);
}
