import type { z } from 'zod';
import { ANOTHER_DEVICE_CODE } from '@core/api/account';
import { GENERIC_ERROR_MESSAGE, messageForStatus } from '@core/errors';
import { openSessionEnded } from '@web/state/sessionEnded';

/** A failed call: `status` is the HTTP status (0 when the server could not be reached), `message` is for people. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  /** The form field the server blamed, when it named one. */
  readonly field?: string;

  constructor(status: number, message: string, details: { code?: string; field?: string } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = details.code;
    this.field = details.field;
  }
}

export const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your connection and try again.';

/** Builds the ApiError of an error response; bodies are `{error, message, field?}` (better-auth: `{code, message}`). */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
  return new ApiError(status, messageForStatus(status, text('message')), {
    code: text('error') ?? text('code'),
    field: text('field'),
  });
}

/** The message to show for anything a call threw. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string>;
  body?: unknown;
  cache?: RequestCache;
  /** The request outlives the page (a save sent as it closes). */
  keepalive?: boolean;
};

/** Calls the API on this origin with the session cookie; resolves to the parsed JSON body (null when empty). */
export async function apiRequest(path: string, options: TRequestOptions = {}): Promise<unknown> {
  const url = options.query ? `${path}?${new URLSearchParams(options.query)}` : path;
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      cache: options.cache,
      headers: hasBody ? { 'content-type': 'application/json' } : undefined,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      keepalive: options.keepalive,
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!response.ok) {
    const error = errorFromResponse(response.status, body);
    // The server ended this session because the account signed in elsewhere: the restricted dialog says so (spec §8).
    if (error.status === 401 && error.code === ANOTHER_DEVICE_CODE) openSessionEnded({ code: error.code, message: error.message });
    throw error;
  }
  return body;
}

/** Like apiRequest, and checks the body against the contract in core/api so a drifted shape fails loudly. */
export async function apiJson<T>(path: string, schema: z.ZodType<T>, options?: TRequestOptions): Promise<T> {
  const body = await apiRequest(path, options);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected response from ${path}`, parsed.error.issues);
    throw new ApiError(200, GENERIC_ERROR_MESSAGE, { code: 'unexpected_response' });
  }
  return parsed.data;
}
