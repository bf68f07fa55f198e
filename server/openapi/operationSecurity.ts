import type { RouteOptions } from 'fastify';
import { isBrowserOnlyCall } from '../apiTokens/browserOnlyCalls';
import { requireSession } from '../middleware/session';

/** The document's security schemes: the browser's session cookie (better-auth) and a personal API token. */
export const SECURITY_SCHEME_NAMES = { sessionCookie: 'sessionCookie', apiToken: 'apiToken' } as const;

/** Calls only the browser's session may make (apiTokens/browserOnlyCalls.ts). */
const SESSION_COOKIE_ONLY = [{ [SECURITY_SCHEME_NAMES.sessionCookie]: [] }];

/** Either credential works: the session cookie, or `Authorization: Bearer lf_…`. */
const EITHER_CREDENTIAL = [{ [SECURITY_SCHEME_NAMES.sessionCookie]: [] }, { [SECURITY_SCHEME_NAMES.apiToken]: [] }];

/** Whether the route answers 401 without a session: its preHandler includes requireSession (middleware/session.ts). */
export function requiresSession(route: Pick<RouteOptions, 'preHandler'>): boolean {
  const handlers = Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
  return handlers.includes(requireSession);
}

/**
 * The operation's security: what its route declares, else the cookie only for a call tokens may not
 * make, either credential when it requires a session, none when it is public.
 */
export function operationSecurity(route: Pick<RouteOptions, 'preHandler' | 'method' | 'url'>, declared: unknown): unknown {
  if (declared !== undefined) return declared;
  if (!requiresSession(route)) return [];
  return [route.method].flat().some((method) => isBrowserOnlyCall(method, route.url)) ? SESSION_COOKIE_ONLY : EITHER_CREDENTIAL;
}

/** The components.securitySchemes of the document; the cookie's name is better-auth's (secure prefix on https). */
export function securitySchemes(sessionCookieName: string) {
  return {
    [SECURITY_SCHEME_NAMES.sessionCookie]: {
      type: 'apiKey',
      in: 'cookie',
      name: sessionCookieName,
      description: 'The browser session better-auth sets at sign-in (POST /api/auth/sign-in/email). State-changing calls with it must come from this site (Origin checked).',
    },
    [SECURITY_SCHEME_NAMES.apiToken]: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'lf_ + 43 base64url characters',
      description: 'A personal API token from /account/api: `Authorization: Bearer lf_…`. It acts as its owner, under the same rules and rate limits as their browser.',
    },
  };
}
