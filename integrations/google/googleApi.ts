import type { TOAuthTokens } from '../oauth/oauthClient';
import { IntegrationError, isOk, jsonOf, kindOfStatus, textOf, type TApiTransport, type TIntegrationErrorKind } from '../transport';
import { transportFetch } from './transportFetch';

/** Google's API root in production (GOOGLE_API_URL): Drive, its uploads, userinfo and Search Console's webmasters/v3 all answer there. */
export const GOOGLE_API_URL = 'https://www.googleapis.com/';

/** What every Google integration keeps sealed: the tokens of the sign-in (refreshed by the server before a call). */
export type TGoogleSecret = { oauth: TOAuthTokens };
/** What save-token hands the connector. */
export type TGoogleConnectInput = { oauth: TOAuthTokens };

/** The API root with exactly one trailing slash (the clients join paths onto it). */
export const googleRoot = (apiUrl: string) => `${apiUrl.replace(/\/+$/, '')}/`;

/**
 * The per-call options of Google's Node clients: our transport instead of their HTTP stack, the
 * root on every call (Drive's media uploads ignore a client-wide root), the access token, and no
 * retries of their own (the publish job retries with backoff, and a create must not be repeated blindly).
 */
export function googleCallOptions(apiUrl: string, accessToken: string, transport: TApiTransport) {
  return {
    rootUrl: googleRoot(apiUrl),
    fetchImplementation: transportFetch(transport),
    retry: false,
    headers: { authorization: `Bearer ${accessToken}` },
  };
}

/** Drive answers its per-user and project quotas with 403 and these reasons: wait and try again. */
const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded', 'sharingRateLimitExceeded']);
/** A 403 that means the sign-in lacks a permission (a scope not granted): sign in again. */
const SCOPE_REASONS = new Set(['insufficientPermissions', 'ACCESS_TOKEN_SCOPE_INSUFFICIENT', 'authError']);

type TGoogleEnvelope = { error?: { code?: number; message?: string; status?: string; errors?: { reason?: string; message?: string }[]; details?: { reason?: string }[] } | string; error_description?: string };

/**
 * Google's error envelope ({error: {code, message, status, errors: [{reason}]}}) as an IntegrationError:
 * 401 → auth; 403 → retryable for quota reasons, auth for a missing scope, else rejected (no
 * permission on that property or file: the sign-in itself is fine); other statuses by kindOfStatus.
 */
export function googleErrorOf(status: number, body: unknown, fallbackText = ''): IntegrationError {
  const envelope = (body ?? {}) as TGoogleEnvelope;
  const error = typeof envelope.error === 'object' ? envelope.error : undefined;
  const reasons = [...(error?.errors ?? []).map((item) => item.reason), ...(error?.details ?? []).map((item) => item.reason)].filter((reason): reason is string => Boolean(reason));
  const message =
    error?.message ??
    envelope.error_description ??
    (typeof envelope.error === 'string' ? envelope.error : null) ??
    (fallbackText && !/^\s*</.test(fallbackText) ? fallbackText.slice(0, 300) : `Google answered with status ${status}.`);
  let kind: TIntegrationErrorKind = kindOfStatus(status);
  if (status === 403) kind = reasons.some((reason) => RATE_REASONS.has(reason)) ? 'retryable' : reasons.some((reason) => SCOPE_REASONS.has(reason)) ? 'auth' : 'rejected';
  return new IntegrationError(message, kind, status);
}

/** A failure of a Google client call as an IntegrationError (the transport's own failure, or Google's answer). */
export function googleFailure(error: unknown): unknown {
  if (error instanceof IntegrationError) return error;
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause instanceof IntegrationError) return cause;
  const response = (error as { response?: { status?: number; data?: unknown } } | null)?.response;
  const status = (error as { status?: number } | null)?.status ?? response?.status;
  if (typeof status !== 'number') return error;
  const data = response?.data;
  return googleErrorOf(status, typeof data === 'string' ? jsonOrNull(data) : data, typeof data === 'string' ? data : '');
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Runs one call of a Google client and answers its data; failures are IntegrationErrors. */
export async function googleCall<T>(call: Promise<{ data: T }>): Promise<T> {
  try {
    return (await call).data;
  } catch (error) {
    throw googleFailure(error);
  }
}

/** The signed-in account's email (OpenID userinfo, scope userinfo.email): every Google integration is named by it. */
export async function googleAccountEmail(apiUrl: string, accessToken: string, transport: TApiTransport): Promise<string> {
  const response = await transport({ method: 'GET', url: `${googleRoot(apiUrl)}oauth2/v3/userinfo`, headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` } });
  const body = jsonOf(response);
  if (!isOk(response)) throw googleErrorOf(response.status, body, textOf(response));
  const email = (body as { email?: unknown } | null)?.email;
  if (typeof email !== 'string' || !email.includes('@')) throw new IntegrationError('Google did not say which account signed in (no email was shared).', 'rejected');
  return email;
}

/** Connecting a Google integration: the tokens are tried by asking who signed in; a refusal says to sign in again. */
export async function connectGoogleAccount(apiUrl: string, input: TGoogleConnectInput, transport: TApiTransport): Promise<string> {
  if (!input?.oauth?.accessToken) throw new IntegrationError('Google sent no access token; sign in again.', 'auth');
  try {
    return await googleAccountEmail(apiUrl, input.oauth.accessToken, transport);
  } catch (error) {
    if (error instanceof IntegrationError && error.kind === 'auth') throw new IntegrationError(`Google refused the sign-in: ${error.message}`, 'auth', error.status);
    throw error;
  }
}
