import { forbidden } from '../errors';

/**
 * The calls a personal API token may not make: they need the person signed in in their browser. A
 * token that leaks must not make tokens that outlive it, nor take the account over or end it (a new
 * email address leads to a password reset). The OpenAPI document lists these with the cookie only.
 */
export const BROWSER_ONLY_CALLS: ReadonlySet<string> = new Set([
  'POST /api/create/api/token',
  'POST /api/account/email',
  'POST /api/account/password',
  'DELETE /api/account',
]);

/** Whether this method and route pattern (Fastify's, e.g. `/api/account`) is one of BROWSER_ONLY_CALLS. */
export function isBrowserOnlyCall(method: string, url: string | undefined): boolean {
  return url !== undefined && BROWSER_ONLY_CALLS.has(`${method.toUpperCase()} ${url}`);
}

/** The 403 a token's request to one of them gets, before the call reads its body. */
export const browserOnlyRefusal = () =>
  forbidden('An API token cannot make this call (creating tokens, changing the email or password, deleting the account). Sign in to Longform in your browser to do it.');
