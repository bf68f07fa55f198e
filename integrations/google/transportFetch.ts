import { IntegrationError, type TApiRequest, type TApiTransport } from '../transport';

type TFetch = (...args: Parameters<typeof fetch>) => ReturnType<typeof fetch>;

const METHODS: readonly TApiRequest['method'][] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** The transport sets its own (it decompresses what it asks for, and names the app). */
const DROPPED_REQUEST_HEADERS = new Set(['accept-encoding', 'user-agent', 'content-length', 'transfer-encoding', 'connection', 'host']);
/** The body handed back is already decoded and whole. */
const DROPPED_RESPONSE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding']);
const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function';

/** A request body as the transport sends it: gaxios hands a string, bytes, or (a multipart upload) a Node stream. */
async function bodyOf(body: unknown): Promise<string | Uint8Array | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Blob) return new Uint8Array(await body.arrayBuffer());
  if (isAsyncIterable(body)) {
    const parts: Buffer[] = [];
    for await (const part of body) parts.push(typeof part === 'string' ? Buffer.from(part) : Buffer.from(part as Uint8Array));
    return Buffer.concat(parts);
  }
  throw new IntegrationError('A Google request had a body of a kind this client cannot send.', 'rejected');
}

/**
 * A `fetch` for Google's Node clients (gaxios' `fetchImplementation`) that sends every request
 * through the server's transport, so Google's calls get the same address checks, size caps and
 * time limits as every other integration. A transport failure is thrown as is (gaxios keeps it as
 * the `cause` of its error, where googleFailure finds it).
 */
export function transportFetch(transport: TApiTransport): TFetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init?.method ?? 'GET').toUpperCase() as TApiRequest['method'];
    if (!METHODS.includes(method)) throw new IntegrationError(`A Google request used the method ${method}, which this client does not send.`, 'rejected');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      if (!DROPPED_REQUEST_HEADERS.has(name)) headers[name] = value;
    });
    const response = await transport({ method, url, headers, body: await bodyOf(init?.body) }, init?.signal ?? undefined);
    const answered = new Headers();
    for (const [name, value] of Object.entries(response.headers)) if (!DROPPED_RESPONSE_HEADERS.has(name.toLowerCase())) answered.set(name, value);
    return new Response(NO_BODY_STATUSES.has(response.status) ? null : new Uint8Array(response.body), { status: response.status, headers: answered });
  };
}
