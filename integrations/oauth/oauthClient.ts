import { IntegrationError, isOk, jsonOf, kindOfStatus, type TApiTransport } from '../transport';

/** An OAuth 2 authorization server as one integration uses it (server/integrations/oauth/oauthProviders.ts builds them from the environment). */
export type TOAuthProvider = {
  /** Who the person signs in with, for messages ("HubSpot"). */
  label: string;
  authorizeUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
  /** Sends an S256 code challenge (RFC 7636) with the authorization and its verifier with the code. */
  pkce: boolean;
  /** How the token endpoint takes its parameters: HubSpot and Google a form, Webflow JSON. */
  tokenBody: 'form' | 'json';
  /** Extra authorization parameters (Google: access_type=offline, prompt=consent for a refresh token). */
  extraParams?: Record<string, string>;
};

export type TOAuthTokens = {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds; null when the provider gives no expiry (Webflow tokens last until revoked). */
  expiresAt: number | null;
  scope: string | null;
};

/** Where the person is sent to grant access. */
export function authorizationUrl(provider: TOAuthProvider, options: { redirectUri: string; state: string; codeChallenge: string | null }): string {
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('scope', provider.scopes.join(' '));
  url.searchParams.set('state', options.state);
  if (provider.pkce && options.codeChallenge) {
    url.searchParams.set('code_challenge', options.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  for (const [name, value] of Object.entries(provider.extraParams ?? {})) url.searchParams.set(name, value);
  return url.toString();
}

/** The error text of an OAuth error answer ({error, error_description}) or a provider's own envelope. */
function oauthErrorMessage(body: unknown, status: number): string {
  const value = body as { error_description?: unknown; error?: unknown; message?: unknown } | null;
  if (typeof value?.error_description === 'string') return value.error_description;
  if (typeof value?.message === 'string') return value.message;
  if (typeof value?.error === 'string') return value.error;
  return `The sign-in server answered with status ${status}.`;
}

async function tokenCall(provider: TOAuthProvider, transport: TApiTransport, params: Record<string, string>): Promise<TOAuthTokens> {
  const fields = { ...params, client_id: provider.clientId, client_secret: provider.clientSecret };
  const body = provider.tokenBody === 'form' ? new URLSearchParams(fields).toString() : JSON.stringify(fields);
  const response = await transport({
    method: 'POST',
    url: provider.tokenUrl,
    headers: { accept: 'application/json', 'content-type': provider.tokenBody === 'form' ? 'application/x-www-form-urlencoded;charset=UTF-8' : 'application/json' },
    body,
  });
  const answer = jsonOf(response) as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown; scope?: unknown } | null;
  if (!isOk(response) || typeof answer?.access_token !== 'string') {
    // A refused code or refresh token is the person's grant going away: reconnect (never retried).
    const kind = response.status === 400 ? 'auth' : kindOfStatus(response.status);
    throw new IntegrationError(`${provider.label} refused the sign-in: ${oauthErrorMessage(answer, response.status)}`, isOk(response) ? 'rejected' : kind, response.status);
  }
  const expiresIn = Number(answer.expires_in);
  return {
    accessToken: answer.access_token,
    refreshToken: typeof answer.refresh_token === 'string' ? answer.refresh_token : (params.refresh_token ?? null),
    expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? Date.now() + expiresIn * 1_000 : null,
    scope: typeof answer.scope === 'string' ? answer.scope : Array.isArray(answer.scope) ? answer.scope.join(' ') : null,
  };
}

/** Trades the authorization code for tokens (with the PKCE verifier when the provider takes one). */
export function exchangeCode(provider: TOAuthProvider, transport: TApiTransport, options: { code: string; redirectUri: string; codeVerifier: string | null }): Promise<TOAuthTokens> {
  return tokenCall(provider, transport, {
    grant_type: 'authorization_code',
    code: options.code,
    redirect_uri: options.redirectUri,
    ...(provider.pkce && options.codeVerifier ? { code_verifier: options.codeVerifier } : {}),
  });
}

/** A new access token from the refresh token (the provider may send a new refresh token too). */
export function refreshTokens(provider: TOAuthProvider, transport: TApiTransport, refreshToken: string): Promise<TOAuthTokens> {
  return tokenCall(provider, transport, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

/** Seconds before expiry a token is refreshed, so a call never starts with one about to lapse. */
export const REFRESH_MARGIN_MS = 120_000;

export const needsRefresh = (tokens: TOAuthTokens, now = Date.now()) => tokens.expiresAt !== null && tokens.expiresAt - REFRESH_MARGIN_MS <= now;
