import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hocuspocus } from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer, type RawData } from 'ws';
import type * as Y from 'yjs';
import { BLOG_YDOC_BASE64_MAX } from '@core/api/blogs';
import { COLLABORATION_PATH } from '@core/editor/collaboration';
import type { TDatabase } from '../db/database';
import type { FlagService } from '../flags/flagService';
import type { TSharedRedis } from '../shared/redisConnection';
import { authenticateConnection, type TCollaborationContext } from './authenticateConnection';
import { createBlogDocStore } from './blogDocStore';
import { createCrossInstanceSync } from './crossInstanceSync';
import { revokeCollaborationAccess } from './revokeAccess';
import { createRevokeBroadcast } from './revokeBroadcast';

/** Store at most this long after the last edit, and at least this often while typing goes on. */
const STORE_DEBOUNCE_MS = 2_000;
const STORE_MAX_DEBOUNCE_MS = 10_000;
/** One socket message may carry a whole doc at its maximum (the Yjs state the save call accepts, unencoded), and its framing. */
const MAX_MESSAGE_BYTES = (BLOG_YDOC_BASE64_MAX / 4) * 3 + 1_048_576;

export type TCollaboration = {
  hocuspocus: Hocuspocus<TCollaborationContext>;
  /**
   * Runs `work` with the doc's shared document when it is open (or being opened), so a save can
   * reach its editors; else with undefined. With Redis, a doc open on another instance is opened
   * here through a direct connection (synced from the others first), so what `work` writes goes out
   * to every instance's editors; it stays loaded while `work` runs.
   */
  withLiveDocument: <T>(blogId: string, work: (live: Y.Doc | undefined) => T | Promise<T>) => Promise<T>;
  /** Closes these people's sockets on docs they no longer reach, on every instance (after a removal from a team, an account deletion). */
  revokeAccess: (userIds: string[]) => Promise<void>;
  /** Handles WebSocket upgrades on /collaboration of this HTTP server. */
  attach: (server: Server) => void;
  /** Closes every connection and writes every open doc; call before the database closes. */
  close: () => Promise<void>;
};

/** Origins whose pages may open a collaboration socket: the app's own and the trusted ones (cookies must not ride cross-site sockets). */
function originAllowed(request: IncomingMessage, trustedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true; // not a browser: the session cookie still decides
  try {
    const host = new URL(origin).host;
    return host === request.headers.host || trustedOrigins.includes(new URL(origin).origin);
  } catch {
    return false;
  }
}

/**
 * Hocuspocus 4 embedded in the app's HTTP server (STACK-NOTES item 6): `ws` accepts the upgrade,
 * Hocuspocus is fed each message and close. Docs are blogs; their Yjs state persists in the blogs
 * table (load on open, store debounced and when the last person leaves), so a doc survives any
 * member's disconnect and a server restart.
 */
export function createCollaboration(options: {
  database: TDatabase;
  flags: FlagService;
  cookieName: string;
  secret: string;
  /** auth/trustedOrigins.ts's list. */
  trustedOrigins: readonly string[];
  logger: FastifyBaseLogger;
  /** With several instances (REDIS_URL): edits, cursors and revocations cross instances through it. */
  redis: TSharedRedis | null;
}): TCollaboration {
  const store = createBlogDocStore(options.database.db);
  const crossInstance = options.redis ? createCrossInstanceSync(options.redis) : null;
  const pendingStores = new Set<Promise<void>>();
  const track = (promise: Promise<void>) => {
    pendingStores.add(promise);
    void promise.finally(() => pendingStores.delete(promise)).catch(() => undefined);
    return promise;
  };

  const hocuspocus = new Hocuspocus<TCollaborationContext>({
    quiet: true,
    extensions: crossInstance ? [crossInstance.extension] : [],
    debounce: STORE_DEBOUNCE_MS,
    maxDebounce: STORE_MAX_DEBOUNCE_MS,
    async onAuthenticate({ requestHeaders, documentName }) {
      try {
        return await authenticateConnection({ ...options, cookieHeader: requestHeaders.get('cookie'), documentName });
      } catch (error) {
        options.logger.debug({ blogId: documentName, reason: error instanceof Error ? error.message : String(error) }, 'collaboration connection refused');
        // Hocuspocus prints a refusal's message to the console; a refusal is routine, so it has none.
        throw new Error('', { cause: error });
      }
    },
    async onLoadDocument({ document, documentName }) {
      await store.load(documentName, document);
    },
    async onStoreDocument({ document, documentName }) {
      await track(
        store.store(documentName, document).catch((error: unknown) => {
          options.logger.error({ err: error, blogId: documentName }, 'storing a collaborative doc failed');
          throw error;
        }),
      );
    },
  });

  const revokeHere = (userIds: string[]) => revokeCollaborationAccess(hocuspocus, options.database.db, userIds);
  const revokeBroadcast =
    crossInstance && options.redis
      ? createRevokeBroadcast({ redis: options.redis, subscriber: crossInstance.subscriberConnection(), identifier: crossInstance.identifier, revokeHere, logger: options.logger })
      : null;

  /** Embedded: the doc open (or loading) in this process. */
  async function localDocument(blogId: string): Promise<Y.Doc | undefined> {
    const open = hocuspocus.documents.get(blogId);
    if (open) return open;
    // A doc still loading reads the row; waiting for it lets a save push what the read missed.
    return hocuspocus.loadingDocuments.get(blogId)?.catch(() => undefined);
  }

  /** With Redis: a direct connection to the doc when some instance has it open; null otherwise (or when Redis is away). */
  async function sharedConnection(blogId: string) {
    const here = hocuspocus.documents.has(blogId) || hocuspocus.loadingDocuments.has(blogId);
    const open = here || (await crossInstance!.openOnSomeInstance(blogId).catch(() => false));
    if (!open) return null;
    return hocuspocus.openDirectConnection(blogId).catch((error: unknown) => {
      options.logger.warn({ err: error, blogId }, 'could not open the live doc to push a save to its editors');
      return null;
    });
  }

  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  let attachedTo: Server | null = null;

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== COLLABORATION_PATH) {
      // Another listener may own this path; refuse only when nobody else will answer.
      if (attachedTo && attachedTo.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    if (!originAllowed(request, options.trustedOrigins)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers.set(name, value);
        else if (Array.isArray(value)) headers.set(name, value.join(', '));
      }
      const connection = hocuspocus.handleConnection(ws, new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, { headers }));
      ws.on('message', (data: RawData) => {
        const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
        connection.handleMessage(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      });
      ws.on('close', (code, reason) => connection.handleClose({ code, reason: reason.toString() }));
      ws.on('error', (error) => options.logger.warn({ err: error }, 'collaboration socket error'));
    });
  }

  return {
    hocuspocus,
    async withLiveDocument(blogId, work) {
      if (!crossInstance) return work(await localDocument(blogId));
      const connection = await sharedConnection(blogId);
      try {
        return await work(connection?.document ?? undefined);
      } finally {
        // Stored (debounced) like any edit; kept loaded meanwhile, so the change finishes syncing to the other instances.
        void connection?.disconnect({ unloadImmediately: false }).catch((error: unknown) => options.logger.warn({ err: error, blogId }, 'closing a direct collaboration connection failed'));
      }
    },
    async revokeAccess(userIds) {
      await revokeHere(userIds);
      await revokeBroadcast?.publish(userIds);
    },
    attach(server) {
      attachedTo = server;
      server.on('upgrade', onUpgrade);
    },
    async close() {
      attachedTo?.off('upgrade', onUpgrade);
      attachedTo = null;
      for (const ws of sockets.clients) ws.close(1001, 'server shutting down');
      hocuspocus.closeConnections();
      hocuspocus.flushPendingStores();
      // Closing the last connection of a doc stores it; wait for those writes and any debounced ones.
      for (let round = 0; round < 50 && (pendingStores.size > 0 || hocuspocus.getDocumentsCount() > 0); round += 1) {
        await Promise.allSettled([...pendingStores]);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await revokeBroadcast?.close();
      await crossInstance?.close();
    },
  };
}
