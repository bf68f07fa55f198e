import GhostAdminAPI from '@tryghost/admin-api';
import { GHOST_API_VERSION } from '@core/api/integrations';
import { IntegrationError, jsonOf, kindOfStatus, type TApiTransport } from '../transport';

export type TGhostApi = ReturnType<typeof GhostAdminAPI>;

/** Query parameters the way the SDK's own axios call writes them (lists joined by commas). */
function queryString(params: Record<string, unknown> = {}): string {
  const parts = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(([] as unknown[]).concat(value).join(','))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Ghost's error envelope: {errors: [{message, type, code, context}]}. */
function ghostErrorMessage(body: unknown, status: number): string {
  const first = (body as { errors?: { message?: string; context?: string | null }[] } | null)?.errors?.[0];
  if (!first?.message) return `Ghost answered with status ${status}.`;
  return first.context && status === 422 ? `${first.message} ${first.context}` : first.message;
}

/**
 * The official Admin API client (spec §9: API version v5.0) with its requests sent through the
 * server's transport instead of axios, so the address checks and limits apply. Throws
 * IntegrationError; the SDK's own config errors (an invalid key format) are plain Errors.
 */
export function ghostApi(apiUrl: string, adminKey: string, transport: TApiTransport, signal?: AbortSignal): TGhostApi {
  try {
    return buildApi(apiUrl, adminKey, transport, signal);
  } catch (error) {
    // The SDK checks the key's shape when it is made (spec §4: an invalid key configuration disconnects Ghost).
    throw new IntegrationError((error as Error).message.replace(/^@tryghost\/admin-api /, ''), 'auth');
  }
}

function buildApi(apiUrl: string, adminKey: string, transport: TApiTransport, signal?: AbortSignal): TGhostApi {
  return GhostAdminAPI({
    url: apiUrl,
    key: adminKey,
    version: GHOST_API_VERSION,
    makeRequest: async ({ url, method, data, params, headers }) => {
      const sendsBody = data !== undefined && data !== '' && method !== 'GET';
      const response = await transport(
        {
          method: method.toUpperCase() as 'GET',
          url: url + queryString(params),
          headers: { ...headers, accept: 'application/json', ...(sendsBody ? { 'content-type': 'application/json' } : {}) },
          body: sendsBody ? JSON.stringify(data) : undefined,
        },
        signal,
      );
      const body = jsonOf(response);
      if (response.status < 200 || response.status >= 300) throw new IntegrationError(ghostErrorMessage(body, response.status), kindOfStatus(response.status), response.status);
      // A 2xx that is not the API's JSON (a web page, a 204 of something else) means the address is not a Ghost site.
      if ((body === null || typeof body !== 'object') && response.status !== 204) throw new IntegrationError(`${apiUrl} is not a Ghost site: its Admin API did not answer there.`, 'rejected', response.status);
      return body;
    },
  });
}

/** The site address the SDK wants: no trailing slash, no /ghost suffix people paste from the admin. */
export function normalizeGhostUrl(raw: string): string {
  const url = new URL(raw.trim());
  const path = url.pathname.replace(/\/+$/, '').replace(/\/ghost$/, '');
  return `${url.origin}${path}`;
}
