import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import zlib from 'node:zlib';
import { isPublicAddress } from './addressPolicy';

/** Why a fetch was refused or failed; `message` is written for the person who added the source. */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly code: 'blocked' | 'too_large' | 'timeout' | 'http_status' | 'content_type' | 'network' | 'too_many_redirects' | 'bad_url',
    readonly status?: number,
  ) {
    super(message);
  }
}

export type TFetchPolicy = {
  /** Allows loopback and private addresses (tests and intranet installs only). */
  allowPrivate: boolean;
  /** Largest body read, in bytes (after decompression). */
  maxBytes: number;
  /** Time allowed for the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects?: number;
  userAgent?: string;
  /**
   * Tests only: "address:port" pairs treated as public, so a local server can stand in for a
   * public site while every other private address stays refused (never set from configuration).
   */
  publicStandIns?: string[];
};

export type TFetchOptions = {
  /** Content types accepted ("text/html", "application/xml" …); a prefix like "text/" matches any text. */
  accept: string[];
  /** A 404 answers null instead of throwing (robots.txt, sitemap probes). */
  missingIsNull?: boolean;
  /** The caller's own stop (a budget for many pages, a client that left), besides the policy's time limit. */
  signal?: AbortSignal;
  /** Sends this body with POST (a webhook) instead of a GET; a redirect is then refused, and any answer type accepted. */
  post?: { body: string; contentType: string };
};

export type TFetchedResource = {
  /** The address after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
};

export const USER_AGENT = 'LongformBot/1.0 (+https://github.com/longform; reads pages people add as sources)';

function allowedAddress(policy: TFetchPolicy, address: string, port: string): boolean {
  if (policy.allowPrivate || isPublicAddress(address)) return true;
  return policy.publicStandIns?.includes(`${address}:${port}`) ?? false;
}

function checkedLookup(policy: TFetchPolicy, port: string): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      const refused = list.find((entry) => !allowedAddress(policy, entry.address, port));
      if (refused) {
        return callback(Object.assign(new Error(`blocked address ${refused.address}`), { code: 'EBLOCKED' }), '', 0);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

export function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchError('That is not a valid address.', 'bad_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchError('Only http:// and https:// addresses can be fetched.', 'bad_url');
  if (url.username || url.password) throw new FetchError('Addresses with a user name or password cannot be fetched.', 'bad_url');
  return url;
}

function accepts(contentType: string, accept: string[]): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return accept.some((allowed) => (allowed.endsWith('/') ? type.startsWith(allowed) : type === allowed));
}

export type TResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request other than a plain GET: an API call of a publishing target, a webhook's POST. */
export type TOutgoing = { method: string; headers: Record<string, string>; body?: string | Uint8Array };

/** One request (no redirects followed), with the address check in DNS and the size cap while reading. */
export function requestOnce(url: URL, policy: TFetchPolicy, signal: AbortSignal, send?: TOutgoing): Promise<TResponse> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (net.isIP(host) && !allowedAddress(policy, host, port)) {
    return Promise.reject(new FetchError('That address points to a private or local network, which is not allowed.', 'blocked'));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: send?.method ?? 'GET',
        signal,
        lookup: checkedLookup(policy, port),
        headers: {
          'user-agent': policy.userAgent ?? USER_AGENT,
          accept: '*/*',
          'accept-encoding': 'gzip, deflate, br',
          ...send?.headers,
          ...(send?.body !== undefined ? { 'content-length': String(Buffer.byteLength(send.body)) } : {}),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          return resolve({ status, headers: response.headers, body: Buffer.alloc(0) });
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > policy.maxBytes && !response.headers['content-encoding']) {
          response.destroy();
          return reject(new FetchError(`The page is larger than ${Math.round(policy.maxBytes / 1_048_576)} MB.`, 'too_large'));
        }
        const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
        const stream =
          encoding === 'gzip' || encoding === 'x-gzip'
            ? response.pipe(zlib.createGunzip())
            : encoding === 'deflate'
              ? response.pipe(zlib.createInflate())
              : encoding === 'br'
                ? response.pipe(zlib.createBrotliDecompress())
                : response;
        const parts: Buffer[] = [];
        let size = 0;
        stream.on('data', (part: Buffer) => {
          size += part.length;
          if (size > policy.maxBytes) {
            response.destroy();
            stream.destroy();
            reject(new FetchError(`The page is larger than ${Math.round(policy.maxBytes / 1_048_576)} MB.`, 'too_large'));
            return;
          }
          parts.push(part);
        });
        stream.on('end', () => resolve({ status, headers: response.headers, body: Buffer.concat(parts) }));
        stream.on('error', (error) => reject(error));
      },
    );
    request.on('error', reject);
    request.end(send?.body);
  });
}

export function describeNetworkError(error: unknown): FetchError {
  if (error instanceof FetchError) return error;
  const code = (error as { code?: string; name?: string }).code ?? (error as { name?: string }).name;
  if (code === 'EBLOCKED') return new FetchError('That address points to a private or local network, which is not allowed.', 'blocked');
  if (code === 'ABORT_ERR' || code === 'AbortError' || code === 'TimeoutError') return new FetchError('The site took too long to answer.', 'timeout');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new FetchError('That site could not be found (no DNS record).', 'network');
  if (code === 'ECONNREFUSED') return new FetchError('The site refused the connection.', 'network');
  return new FetchError(`The site could not be reached (${code ?? (error as Error).message}).`, 'network');
}

/**
 * Fetches a public web resource safely: http(s) only; every address checked after DNS resolution
 * and again on every redirect; a size cap, a time limit, and a content-type check.
 */
export async function safeFetch(rawUrl: string, policy: TFetchPolicy, options: TFetchOptions): Promise<TFetchedResource | null> {
  const timeout = AbortSignal.timeout(policy.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let url = parseUrl(rawUrl);
  const maxRedirects = policy.maxRedirects ?? 5;
  for (let hop = 0; ; hop += 1) {
    let response: TResponse;
    try {
      response = await requestOnce(url, policy, signal, options.post && { method: 'POST', headers: { 'content-type': options.post.contentType }, body: options.post.body });
    } catch (error) {
      throw describeNetworkError(signal.aborted ? Object.assign(new Error('timeout'), { code: 'TimeoutError' }) : error);
    }
    if (response.status >= 300 && response.status < 400 && response.headers.location) {
      if (options.post) throw new FetchError(`The address answered with a redirect (status ${response.status}); a webhook must answer itself.`, 'http_status', response.status);
      if (hop >= maxRedirects) throw new FetchError('The address redirects too many times.', 'too_many_redirects');
      url = parseUrl(new URL(response.headers.location, url).toString());
      continue;
    }
    if (response.status === 404 && options.missingIsNull) return null;
    if (response.status < 200 || response.status >= 300) {
      throw new FetchError(`The site answered with status ${response.status}.`, 'http_status', response.status);
    }
    const contentType = String(response.headers['content-type'] ?? 'application/octet-stream');
    if (!options.post && !accepts(contentType, options.accept)) {
      throw new FetchError(`The address serves ${contentType.split(';')[0]}, which cannot be read as a page.`, 'content_type');
    }
    return { url: url.toString(), status: response.status, contentType, body: response.body };
  }
}
