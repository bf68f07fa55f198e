import type { Page, WebSocketRoute } from '@playwright/test';

/** Switches for the page's collaboration socket, which runs through a relay in the test. */
export type TCollaborationRelay = {
  /** The server stops receiving the page's messages (as when the network drops them). */
  block: () => void;
  unblock: () => void;
  /** Closes the page's newest connection, so the provider reconnects (and re-syncs). */
  cut: () => Promise<void>;
};

/**
 * Routes the page's /collaboration WebSocket through a relay that can stop passing the page's
 * updates to the server: the way e2e specs make edits wait for an acknowledgement.
 */
export async function relayCollaboration(page: Page): Promise<TCollaborationRelay> {
  let blocked = false;
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket('**/collaboration', (socket) => {
    sockets.push(socket);
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      if (!blocked) server.send(message);
    });
  });
  return {
    block: () => {
      blocked = true;
    },
    unblock: () => {
      blocked = false;
    },
    cut: async () => {
      await sockets.at(-1)?.close();
    },
  };
}
