import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TAuth } from '../auth/auth';
import { readSessionToken } from '../auth/sessionToken';
import type { TDatabase } from '../db/database';
import { unauthorized } from '../errors';
import { loadSessionUser } from '../queries/sessionUserLoader';

/**
 * Loads the session from the cookie on every API request: the signature is checked against the
 * auth secret and the token looked up in one query. better-auth still issues, refreshes and
 * revokes sessions (the app's boot calls /api/auth/get-session, which extends them).
 */
export async function createSessionLoader(auth: TAuth, database: TDatabase, secret: string) {
  const cookieName = (await auth.$context).authCookies.sessionToken.name;
  return async function loadSession(request: FastifyRequest) {
    request.sessionUser = null;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    const token = readSessionToken(request.headers.cookie, cookieName, secret);
    if (token) request.sessionUser = await loadSessionUser(database, token);
  };
}

/** preHandler: 401 unless the request carries a live session. */
export async function requireSession(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.sessionUser) throw unauthorized();
}
