import { IntegrationError, type TApiTransport } from '../../integrations/transport';
import { describeNetworkError, FetchError, parseUrl, requestOnce, type TFetchPolicy } from '../retrieval/safeFetch';

/** Redirects a GET that asks for it (an image) may follow; an API call that redirects is refused with the new address, so the person can fix it. */
const MAX_GET_REDIRECTS = 3;

/** A user agent that says who calls the publishing APIs. */
const INTEGRATION_USER_AGENT = 'Longform/1.0 (+https://github.com/longform; publishing integration)';

/**
 * The publishing targets' way out: every address checked after DNS (private networks refused unless
 * the installation allows them), the answer's size capped and the whole call timed out by the fetch
 * policy. Network failures become IntegrationError('unreachable'); any HTTP status is answered.
 */
export function apiTransport(policy: TFetchPolicy): TApiTransport {
  const withAgent = { ...policy, userAgent: INTEGRATION_USER_AGENT };
  return async (request, callerSignal) => {
    const timeout = AbortSignal.timeout(policy.timeoutMs);
    const signal = callerSignal ? AbortSignal.any([timeout, callerSignal]) : timeout;
    let url: URL;
    try {
      url = parseUrl(request.url);
    } catch (error) {
      throw new IntegrationError((error as Error).message, 'rejected');
    }
    for (let hop = 0; ; hop += 1) {
      let response;
      try {
        response = await requestOnce(url, withAgent, signal, { method: request.method, headers: request.headers ?? {}, body: request.body });
      } catch (error) {
        const described = describeNetworkError(signal.aborted ? Object.assign(new Error('timeout'), { code: 'TimeoutError' }) : error);
        // A refused address or an oversized answer will not change on a retry.
        const kind = described.code === 'blocked' || described.code === 'too_large' || described.code === 'bad_url' ? 'rejected' : 'unreachable';
        throw new IntegrationError(described.message, kind, null, described.code === 'timeout');
      }
      const location = response.headers.location;
      if (request.method === 'GET' && request.followRedirects && response.status >= 300 && response.status < 400 && location && hop < MAX_GET_REDIRECTS) {
        try {
          url = parseUrl(new URL(location, url).toString());
        } catch (error) {
          throw new IntegrationError((error as FetchError).message, 'rejected');
        }
        continue;
      }
      if (response.status >= 300 && response.status < 400) {
        throw new IntegrationError(`The site redirects to ${location ?? 'another address'}; connect it with that address instead.`, 'rejected', response.status);
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      return { status: response.status, headers, body: new Uint8Array(response.body) };
    }
  };
}
