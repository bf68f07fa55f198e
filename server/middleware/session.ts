import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticateApiToken } from '../apiTokens/apiTokenAuthenticator';
import { readBearerToken } from '../apiTokens/bearerToken';
import { browserOnlyRefusal, isBrowserOnlyCall } from '../apiTokens/browserOnlyCalls';
import type { TAuth } from '../auth/auth';
import { findSessionEndReason, sessionEndedError } from '../auth/endedSessions';
import { readSessionToken } from '../auth/sessionToken';
import type { TDatabase } from '../db/database';
import { unauthorized } from '../errors';
import type { UserCaches } from '../queries/userCaches';

/**
 * Loads the session on every API request, from a personal API token (Authorization: Bearer lf_…,
 * apiTokens/) or else from the cookie: the signature is checked against the
 * auth secret and the token looked up in one query, or in the session cache (queries/userCaches.ts). better-auth still issues, refreshes and
 * revokes sessions (the app's boot calls /api/auth/get-session, which extends them).
 */
export async function createSessionLoader(auth: TAuth, database: TDatabase, secret: string, caches: UserCaches) {
  const cookieName = (await auth.$context).authCookies.sessionToken.name;
  return async function loadSession(request: FastifyRequest) {
    request.sessionUser = null;
    request.sessionEndReason = null;
    request.apiTokenId = null;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    // A personal API token, when the request sends one, is its only credential: a bad one is a 401, never the cookie's person.
    const bearer = readBearerToken(request.headers);
    if (bearer !== null) {
      const { user, tokenId } = await authenticateApiToken(database, bearer);
      if (isBrowserOnlyCall(request.method, request.routeOptions.url)) throw browserOnlyRefusal();
      request.sessionUser = user;
      request.apiTokenId = tokenId;
      return;
    }
    const token = readSessionToken(request.headers.cookie, cookieName, secret);
    if (!token) return;
    request.sessionUser = await caches.sessionUser(token);
    // A session the server ended (another device signed in) says why in its 401 (auth/endedSessions.ts).
    if (!request.sessionUser) request.sessionEndReason = await findSessionEndReason(database, token);
  };
}

/** preHandler: 401 unless the request carries a live session. */
export async function requireSession(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.sessionUser) throw request.sessionEndReason ? sessionEndedError(request.sessionEndReason) : unauthorized();
}
