import type { FastifyRequest } from 'fastify';

/** The credential of an `Authorization: Bearer …` header (trimmed), or null when the request has none. */
export function readBearerToken(headers: FastifyRequest['headers']): string | null {
  const header = headers.authorization;
  if (typeof header !== 'string') return null;
  // "Bearer" with nothing after it is still a Bearer request (refused for its empty token, not read as signed out).
  const match = /^Bearer(?:[ \t]+(.*))?$/i.exec(header.trim());
  return match ? (match[1] ?? '').trim() : null;
}

/**
 * A script's request: a Bearer token and no cookie. No browser attaches a token on its own, so another
 * site's page cannot make one ride along (the origin check has nothing to protect).
 */
export function isBearerWithoutCookie(headers: FastifyRequest['headers']): boolean {
  return readBearerToken(headers) !== null && !headers.cookie;
}
