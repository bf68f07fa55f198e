import type { FastifyRequest } from 'fastify';
import { ERRORS } from '@core/errors';
import { isBearerWithoutCookie } from '../apiTokens/bearerToken';
import { HttpError } from '../errors';
import { trustedOriginList } from '../auth/trustedOrigins';
import type { TEnv } from '../env';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Calls that check their caller themselves: better-auth compares Origin with its trustedOrigins, and
 * Stripe's webhook is signed (and sent by Stripe's servers, with no Origin). The collaboration socket
 * is an upgrade outside Fastify's routes and checks Origin itself (collaboration/collaborationServer.ts).
 */
function isExempt(path: string): boolean {
  return path === '/api/auth/*' || path === '/api/billing/webhook';
}

/** The origins whose pages may write through the API with the session cookie (auth/trustedOrigins.ts). */
export function allowedOrigins(env: Pick<TEnv, 'APP_URL' | 'TRUSTED_ORIGINS' | 'NODE_ENV'>): Set<string> {
  return new Set(trustedOriginList(env));
}

/** Whether a state-changing request may go on: its Origin is ours, or (without one) Sec-Fetch-Site says same-origin. */
export function isSameSiteWrite(headers: FastifyRequest['headers'], origins: Set<string>): boolean {
  const origin = headers.origin;
  if (typeof origin === 'string') return origins.has(origin);
  const site = headers['sec-fetch-site'];
  // 'none' is a request the person started themselves (address bar, bookmark), never another page's.
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  // Neither header: not a browser (browsers send Origin on every POST, PUT, PATCH and DELETE), so no
  // cross-site page can be behind it; curl and scripts with a session cookie keep working.
  return true;
}

/**
 * onRequest hook: a POST, PUT, PATCH or DELETE under /api from a page of another origin (the user's
 * cookie riding along) is refused with 403 before its body is read. A request with a personal API
 * token and no cookie is not checked (apiTokens/bearerToken.ts); with a cookie too, it is.
 */
export function createOriginCheck(env: Pick<TEnv, 'APP_URL' | 'TRUSTED_ORIGINS' | 'NODE_ENV'>) {
  const origins = allowedOrigins(env);
  return async function checkOrigin(request: FastifyRequest) {
    if (!STATE_CHANGING.has(request.method)) return;
    // The matched route's pattern, so no spelling of a path (dots, encodings) reaches an exemption by accident.
    const path = request.routeOptions.url ?? request.url.split('?', 1)[0]!;
    if (!path.startsWith('/api/') || isExempt(path)) return;
    // A script with a personal API token and no cookie: nothing of the person's rides along from another site.
    if (isBearerWithoutCookie(request.headers)) return;
    if (!isSameSiteWrite(request.headers, origins)) throw new HttpError('cross_site_refused', ERRORS.cross_site_refused.message);
  };
}
