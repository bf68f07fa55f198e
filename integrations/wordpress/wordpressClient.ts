import { IntegrationError, isOk, jsonOf, kindOfStatus, type TApiRequest, type TApiTransport } from '../transport';

export type TWordpressAuth = { baseUrl: string; username: string; applicationPassword: string };

/** The site's address as stored: origin and path, without a trailing slash or a pasted /wp-admin. */
export function normalizeWordpressUrl(raw: string): string {
  const url = new URL(raw.trim());
  const path = url.pathname.replace(/\/+$/, '').replace(/\/(wp-admin|wp-login\.php)$/, '');
  return `${url.origin}${path}`;
}

/** `?rest_route=` reaches the REST API whether or not the site has pretty permalinks (/wp-json/ needs them). */
export function restUrl(baseUrl: string, route: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ rest_route: route, ...query });
  return `${baseUrl}/?${params.toString().replaceAll('%2F', '/')}`;
}

/** WordPress's error envelope: {code, message, data: {status}}. */
function wordpressErrorMessage(body: unknown, status: number): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message.replace(/<[^>]+>/g, '') : `WordPress answered with status ${status}.`;
}

export function basicAuth(auth: TWordpressAuth): string {
  return `Basic ${Buffer.from(`${auth.username}:${auth.applicationPassword}`).toString('base64')}`;
}

/** One authenticated REST call; answers the JSON body, throws IntegrationError on any other status than 2xx. */
export async function wordpressCall(
  transport: TApiTransport,
  auth: TWordpressAuth,
  request: Omit<TApiRequest, 'url'> & { route: string; query?: Record<string, string> },
): Promise<{ body: unknown; raw: Record<string, unknown> }> {
  const response = await transport({
    method: request.method,
    url: restUrl(auth.baseUrl, request.route, request.query),
    headers: { accept: 'application/json', authorization: basicAuth(auth), ...request.headers },
    body: request.body,
  });
  const body = jsonOf(response);
  if (!isOk(response)) {
    // Every 401 is the credentials (these versions answer rest_not_logged_in or rest_cannot_create, not incorrect_password).
    throw new IntegrationError(wordpressErrorMessage(body, response.status), kindOfStatus(response.status), response.status);
  }
  return { body, raw: (body ?? {}) as Record<string, unknown> };
}
