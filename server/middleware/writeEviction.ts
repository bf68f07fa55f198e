import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSessionToken } from '../auth/sessionToken';
import type { UserCaches } from '../queries/userCaches';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * onSend: after a request that may have written (any method but GET/HEAD/OPTIONS, better-auth's
 * sign-out and email changes included), drops the writer's cached session and records before the
 * answer leaves, so this server's next read is fresh without waiting for the trigger's notification.
 */
export function createWriteEviction(caches: UserCaches, cookieName: string, secret: string) {
  return async function evictAfterWrite(request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
    if (READS.has(request.method)) return payload;
    caches.evictAfterWrite(readSessionToken(request.headers.cookie, cookieName, secret), request.sessionUser);
    return payload;
  };
}
