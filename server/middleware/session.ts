import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { TAuth } from '../auth/auth';
import { unauthorized } from '../errors';

/** Loads the session from the cookie for every request; routes that need one add `requireSession`. */
export function createSessionLoader(auth: TAuth) {
  return async function loadSession(request: FastifyRequest) {
    request.sessionUser = null;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    if (!request.headers.cookie) return;
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (session) request.sessionUser = { id: session.user.id, email: session.user.email, name: session.user.name };
  };
}

/** preHandler: 401 unless the request carries a live session. */
export async function requireSession(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.sessionUser) throw unauthorized();
}
