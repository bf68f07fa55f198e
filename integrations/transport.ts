/**
 * How a publishing target is reached: the server hands each target a transport (server/integrations/
 * apiTransport.ts) that checks addresses, bounds sizes and times out, so a site address a person
 * types can never make the server reach its own network unless the installation allows it.
 */
export type TApiRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Follow redirects (a GET of an image); API calls answer a redirect as an error naming the new address. */
  followRedirects?: boolean;
};

export type TApiResponse = { status: number; headers: Record<string, string>; body: Uint8Array };

/** Sends one request; answers any HTTP status, throws IntegrationError('unreachable') when no answer came. */
export type TApiTransport = (request: TApiRequest, signal?: AbortSignal) => Promise<TApiResponse>;

/**
 * Why a call to a target failed, sorted by what to do about it:
 * - auth: the credentials were refused (401/403) — reconnect; never retried.
 * - rejected: the target refused this request (other 4xx: too large, invalid field) — never retried.
 * - retryable: 429 or 5xx — retried with backoff.
 * - unreachable: no answer (refused, timeout, DNS) — retried with backoff.
 */
export type TIntegrationErrorKind = 'auth' | 'rejected' | 'retryable' | 'unreachable';

export class IntegrationError extends Error {
  constructor(
    message: string,
    readonly kind: TIntegrationErrorKind,
    readonly status: number | null = null,
    /** The request may have reached the target before the answer was lost (a timeout): a create may have happened. */
    readonly uncertain = false,
  ) {
    super(message);
  }

  get retryable(): boolean {
    return this.kind === 'retryable' || this.kind === 'unreachable';
  }
}

export function kindOfStatus(status: number): TIntegrationErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 429 || status >= 500) return 'retryable';
  return 'rejected';
}

export const textOf = (response: TApiResponse): string => new TextDecoder().decode(response.body);

/** The body as JSON, or null when it is not JSON (an HTML error page from a proxy). */
export function jsonOf(response: TApiResponse): unknown {
  try {
    return JSON.parse(textOf(response));
  } catch {
    return null;
  }
}

export const isOk = (response: TApiResponse) => response.status >= 200 && response.status < 300;

/** A JSON request body with its content type. */
export const jsonBody = (value: unknown) => ({ headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(value) });
