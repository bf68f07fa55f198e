import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pacificDate } from '@core/searchConsole/searchConsoleReport';
import { FAKE_SEARCH_PAGES, fakeSearchRows, fakeSitePageHtml, type TFakeSearchRequest } from './googleSearchData';

/**
 * A local server speaking Google's side of the Google integrations (../shared/peers/README.md
 * §3.4–3.7), for tests and the end-to-end suite:
 * - OAuth 2: the consent page answers at once with a 302 back to redirect_uri with a code and the
 *   state; the token endpoint trades the code (checking client, redirect_uri and the PKCE S256
 *   verifier against the challenge) and refresh tokens; invalid_grant 400 as Google answers it.
 * - OpenID userinfo and Drive about (who signed in), Drive multipart (and media) uploads that
 *   create and update files, with conversion to a Google Doc when the metadata asks for it.
 * - Search Console: the sites list and searchAnalytics.query over deterministic data
 *   (googleSearchData.ts) for the property `<url>site/`, whose pages it serves too.
 * - Google's error envelope, 401 for an expired or unknown access token, 403 for a missing scope or
 *   a property the account lacks, and 429/500 on demand.
 */
export type TFakeGoogleAccount = { sub: string; email: string; name: string; sites: Array<{ siteUrl: string; permissionLevel: string }> };

export type TFakeDriveFile = {
  id: string;
  owner: string;
  name: string;
  /** The file's type in Drive: the Google Docs type when the upload was converted. */
  mimeType: string;
  /** The type of the bytes uploaded (text/html for a conversion, the DOCX type for a Word file). */
  uploadedMimeType: string;
  content: Buffer;
  createdTime: string;
  modifiedTime: string;
  /** 1 when created, one more for each update. */
  version: number;
};

export type TFakeGoogleRequest = { method: string; path: string; query: Record<string, string>; authorization: string | undefined; contentType: string | undefined; body: string };

export type TFakeGoogle = {
  /** The API root, as GOOGLE_API_URL (ends with a slash). */
  url: string;
  /** GOOGLE_AUTHORIZE_URL and GOOGLE_TOKEN_URL. */
  authorizeUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** The Search Console property with data: `<url>site/`. */
  siteUrl: string;
  /** Who signs in on the consent page next (change it to sign in as someone else). */
  account: TFakeGoogleAccount;
  /** expires_in of the access tokens it issues (seconds); under two minutes makes the app refresh before every call. */
  accessTokenSeconds: number;
  files: Map<string, TFakeDriveFile>;
  requests: TFakeGoogleRequest[];
  /** Token endpoint calls by grant, with whether they were granted. */
  grants: Array<{ grant: string; ok: boolean; error?: string }>;
  /** The next `count` API calls whose path starts with `pathPrefix` (all API calls when omitted) answer `status` in Google's envelope. */
  failNext: (status: number, count?: number, pathPrefix?: string) => void;
  /** Every access token issued so far answers 401 from now on (as when they expire on Google's side). */
  expireAccessTokens: () => void;
  /** Every refresh token issued so far is refused (invalid_grant), as after the person removes the app's access. */
  revokeRefreshTokens: () => void;
  /** Search Console's data, as the fake answers a query (for tests to work out what a report must say). */
  searchRows: (request: TFakeSearchRequest) => ReturnType<typeof fakeSearchRows>;
  close: () => Promise<void>;
};

type TIssuedToken = { email: string; scopes: string[]; expiresAt: number; expired: boolean };
type TPendingCode = { email: string; scopes: string[]; redirectUri: string; challenge: string | null; method: string | null; offline: boolean; createdAt: number; used: boolean };
type TRefreshGrant = { email: string; scopes: string[]; revoked: boolean };

const DRIVE_SCOPES = ['https://www.googleapis.com/auth/drive', 'https://www.googleapis.com/auth/drive.file'];
const WEBMASTERS_SCOPES = ['https://www.googleapis.com/auth/webmasters', 'https://www.googleapis.com/auth/webmasters.readonly'];
const EMAIL_SCOPES = ['https://www.googleapis.com/auth/userinfo.email', 'email', 'openid'];
const GOOGLE_DOC = 'application/vnd.google-apps.document';
const CODE_TTL_MS = 10 * 60_000;

const STATUS_NAMES: Record<number, string> = { 400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 403: 'PERMISSION_DENIED', 404: 'NOT_FOUND', 429: 'RESOURCE_EXHAUSTED', 500: 'INTERNAL', 503: 'UNAVAILABLE' };
const REASONS: Record<number, string> = { 400: 'badRequest', 401: 'authError', 403: 'forbidden', 404: 'notFound', 429: 'rateLimitExceeded', 500: 'backendError', 503: 'backendError' };

const sendJson = (res: http.ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));

/** Google's API error envelope. */
function googleError(res: http.ServerResponse, status: number, message: string, reason = REASONS[status] ?? 'unknown') {
  sendJson(res, status, { error: { code: status, message, errors: [{ message, domain: 'global', reason }], status: STATUS_NAMES[status] ?? 'UNKNOWN' } });
}

/** The OAuth error answer of the token endpoint. */
const oauthError = (res: http.ServerResponse, status: number, error: string, description: string) => sendJson(res, status, { error, error_description: description });

const challengeOf = (verifier: string) => crypto.createHash('sha256').update(verifier).digest('base64url');

/** The parts of a multipart/related body: each part's headers and bytes. */
function multipartParts(body: Buffer, contentType: string): Array<{ headers: Record<string, string>; body: Buffer }> | null {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return null;
  const text = body.toString('latin1');
  const parts: Array<{ headers: Record<string, string>; body: Buffer }> = [];
  for (const raw of text.split(`--${boundary}`).slice(1)) {
    if (raw.startsWith('--')) break;
    const part = raw.replace(/^\r\n/, '').replace(/\r\n$/, '');
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) return null;
    const headers: Record<string, string> = {};
    for (const line of part.slice(0, split).split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    parts.push({ headers, body: Buffer.from(part.slice(split + 4), 'latin1') });
  }
  return parts;
}

export async function startFakeGoogle(options: { port?: number; clientId?: string; clientSecret?: string; account?: Partial<TFakeGoogleAccount> } = {}): Promise<TFakeGoogle> {
  const clientId = options.clientId ?? 'fake-google-client.apps.googleusercontent.com';
  const clientSecret = options.clientSecret ?? 'fake-google-client-secret';
  const codes = new Map<string, TPendingCode>();
  const accessTokens = new Map<string, TIssuedToken>();
  const refreshTokens = new Map<string, TRefreshGrant>();
  const files = new Map<string, TFakeDriveFile>();
  const requests: TFakeGoogleRequest[] = [];
  const grants: TFakeGoogle['grants'] = [];
  const failures: Array<{ status: number; prefix: string }> = [];
  let root = '';
  let sequence = 0;
  const next = (prefix: string) => `${prefix}${(++sequence).toString(36)}${crypto.randomBytes(6).toString('hex')}`;

  const state: TFakeGoogle = {
    url: '',
    authorizeUrl: '',
    tokenUrl: '',
    clientId,
    clientSecret,
    siteUrl: '',
    account: { sub: '1001', email: 'writer@example.com', name: 'Wendy Writer', sites: [], ...options.account },
    accessTokenSeconds: 3_600,
    files,
    requests,
    grants,
    failNext: (status, count = 1, pathPrefix = '/') => failures.push(...Array.from({ length: count }, () => ({ status, prefix: pathPrefix }))),
    expireAccessTokens: () => accessTokens.forEach((token) => (token.expired = true)),
    revokeRefreshTokens: () => refreshTokens.forEach((grant) => (grant.revoked = true)),
    searchRows: (request) => fakeSearchRows(state.siteUrl, pacificDate(new Date()), request),
    close: async () => undefined,
  };

  function issueAccessToken(email: string, scopes: string[]) {
    const token = `ya29.${next('fake')}`;
    accessTokens.set(token, { email, scopes, expiresAt: Date.now() + state.accessTokenSeconds * 1_000, expired: false });
    return token;
  }

  /** The caller's token, or the 401/403 Google answers; null when the answer was sent. */
  function authorize(req: http.IncomingMessage, res: http.ServerResponse, scopes: readonly string[]): TIssuedToken | null {
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const issued = token ? accessTokens.get(token) : undefined;
    if (!issued || issued.expired || issued.expiresAt <= Date.now()) {
      googleError(res, 401, 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.', 'authError');
      return null;
    }
    if (!issued.scopes.some((scope) => scopes.includes(scope))) {
      googleError(res, 403, 'Request had insufficient authentication scopes.', 'insufficientPermissions');
      return null;
    }
    return issued;
  }

  function consent(url: URL, res: http.ServerResponse) {
    const params = url.searchParams;
    const redirectUri = params.get('redirect_uri') ?? '';
    if (params.get('client_id') !== clientId) return res.writeHead(401, { 'content-type': 'text/plain' }).end('Error 401: invalid_client. The OAuth client was not found.');
    if (!/^https?:\/\//.test(redirectUri)) return res.writeHead(400, { 'content-type': 'text/plain' }).end('Error 400: redirect_uri_mismatch');
    if (params.get('response_type') !== 'code') return res.writeHead(400, { 'content-type': 'text/plain' }).end('Error 400: invalid_request. Missing required parameter: response_type');
    const scopes = (params.get('scope') ?? '').split(' ').filter(Boolean);
    if (!scopes.length) return res.writeHead(400, { 'content-type': 'text/plain' }).end('Error 400: invalid_request. Missing required parameter: scope');
    const challenge = params.get('code_challenge');
    const method = params.get('code_challenge_method');
    // This fake insists on PKCE with S256 (Google allows plain too; the app must never send it).
    if (!challenge || method !== 'S256') return res.writeHead(400, { 'content-type': 'text/plain' }).end('Error 400: invalid_request. code_challenge_method must be S256.');
    const code = `4/0A${next('code')}`;
    codes.set(code, { email: state.account.email, scopes, redirectUri, challenge, method, offline: params.get('access_type') === 'offline', createdAt: Date.now(), used: false });
    const back = new URL(redirectUri);
    const returnedState = params.get('state');
    if (returnedState !== null) back.searchParams.set('state', returnedState);
    back.searchParams.set('code', code);
    back.searchParams.set('scope', scopes.join(' '));
    res.writeHead(302, { location: back.toString() }).end();
  }

  function tokenEndpoint(raw: string, req: http.IncomingMessage, res: http.ServerResponse) {
    const form = new URLSearchParams(raw);
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
    const grant = form.get('grant_type') ?? '';
    const refuse = (status: number, error: string, description: string) => {
      grants.push({ grant, ok: false, error });
      oauthError(res, status, error, description);
    };
    if ((form.get('client_id') ?? basicId) !== clientId || (form.get('client_secret') ?? basicSecret) !== clientSecret) return refuse(401, 'invalid_client', 'The OAuth client was not found.');
    if (grant === 'authorization_code') {
      const pending = codes.get(form.get('code') ?? '');
      if (!pending || pending.used || pending.createdAt + CODE_TTL_MS < Date.now()) return refuse(400, 'invalid_grant', 'Malformed auth code.');
      pending.used = true;
      if (form.get('redirect_uri') !== pending.redirectUri) return refuse(400, 'redirect_uri_mismatch', 'Bad Request');
      const verifier = form.get('code_verifier');
      if (!verifier) return refuse(400, 'invalid_grant', 'Missing code verifier.');
      if (challengeOf(verifier) !== pending.challenge) return refuse(400, 'invalid_grant', 'Invalid code verifier.');
      const refresh = pending.offline ? `1//0${next('refresh')}` : null;
      if (refresh) refreshTokens.set(refresh, { email: pending.email, scopes: pending.scopes, revoked: false });
      grants.push({ grant, ok: true });
      return sendJson(res, 200, {
        access_token: issueAccessToken(pending.email, pending.scopes),
        expires_in: state.accessTokenSeconds,
        ...(refresh ? { refresh_token: refresh } : {}),
        scope: pending.scopes.join(' '),
        token_type: 'Bearer',
      });
    }
    if (grant === 'refresh_token') {
      const stored = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!stored || stored.revoked) return refuse(400, 'invalid_grant', 'Token has been expired or revoked.');
      grants.push({ grant, ok: true });
      // Google sends no new refresh token on a refresh.
      return sendJson(res, 200, { access_token: issueAccessToken(stored.email, stored.scopes), expires_in: state.accessTokenSeconds, scope: stored.scopes.join(' '), token_type: 'Bearer' });
    }
    return refuse(400, 'unsupported_grant_type', `Invalid grant_type: ${grant}`);
  }

  const webViewLink = (file: TFakeDriveFile) => (file.mimeType === GOOGLE_DOC ? `https://docs.google.com/document/d/${file.id}/edit?usp=drivesdk` : `https://drive.google.com/file/d/${file.id}/view?usp=drivesdk`);

  /** A file as Drive answers it: the `fields` asked for, or kind, id, name and mimeType. */
  function fileAnswer(file: TFakeDriveFile, fields: string | null) {
    const all: Record<string, unknown> = { kind: 'drive#file', id: file.id, name: file.name, mimeType: file.mimeType, webViewLink: webViewLink(file), createdTime: file.createdTime, modifiedTime: file.modifiedTime, version: String(file.version) };
    const wanted = fields ? fields.split(',').map((field) => field.trim()) : ['kind', 'id', 'name', 'mimeType'];
    return Object.fromEntries(wanted.filter((field) => field in all).map((field) => [field, all[field]]));
  }

  /** The metadata and media of an upload (multipart: JSON then the content; media: the content alone). */
  function uploadOf(body: Buffer, req: http.IncomingMessage, uploadType: string | null): { metadata: Record<string, unknown>; media: Buffer; mediaType: string } | string {
    const contentType = req.headers['content-type'] ?? '';
    if (uploadType === 'media') return { metadata: {}, media: body, mediaType: contentType };
    if (uploadType !== 'multipart') return `Invalid uploadType: ${uploadType ?? '(none)'}`;
    if (!/^multipart\/related/i.test(contentType)) return 'Multipart uploads need Content-Type multipart/related.';
    const parts = multipartParts(body, contentType);
    if (!parts || parts.length !== 2) return 'A multipart upload has exactly two parts: the metadata and the media.';
    if (!/application\/json/i.test(parts[0]!.headers['content-type'] ?? '')) return 'The first part must be application/json metadata.';
    let metadata: Record<string, unknown>;
    try {
      metadata = JSON.parse(parts[0]!.body.toString('utf8')) as Record<string, unknown>;
    } catch {
      return 'The metadata part is not JSON.';
    }
    return { metadata, media: parts[1]!.body, mediaType: parts[1]!.headers['content-type'] ?? 'application/octet-stream' };
  }

  function drive(method: string, path: string, url: URL, body: Buffer, req: http.IncomingMessage, res: http.ServerResponse) {
    const caller = authorize(req, res, DRIVE_SCOPES);
    if (!caller) return;
    const fields = url.searchParams.get('fields');
    if (method === 'GET' && path === '/drive/v3/about') {
      return sendJson(res, 200, { user: { kind: 'drive#user', displayName: state.account.name, emailAddress: caller.email, me: true, permissionId: state.account.sub } });
    }
    const fileMatch = /^\/(?:upload\/)?drive\/v3\/files\/([^/]+)$/.exec(path);
    if (method === 'GET' && fileMatch) {
      const file = files.get(decodeURIComponent(fileMatch[1]!));
      if (!file || file.owner !== caller.email) return googleError(res, 404, `File not found: ${fileMatch[1]}.`, 'notFound');
      return sendJson(res, 200, fileAnswer(file, fields));
    }
    if (method === 'POST' && path === '/upload/drive/v3/files') {
      const upload = uploadOf(body, req, url.searchParams.get('uploadType'));
      if (typeof upload === 'string') return googleError(res, 400, upload, 'badRequest');
      const now = new Date().toISOString();
      const wanted = typeof upload.metadata.mimeType === 'string' ? upload.metadata.mimeType : upload.mediaType;
      const file: TFakeDriveFile = {
        id: next('1F'),
        owner: caller.email,
        name: typeof upload.metadata.name === 'string' ? upload.metadata.name : 'Untitled',
        mimeType: wanted,
        uploadedMimeType: upload.mediaType,
        content: upload.media,
        createdTime: now,
        modifiedTime: now,
        version: 1,
      };
      if (wanted === GOOGLE_DOC && !/^text\/(html|plain)|officedocument\.wordprocessingml/.test(upload.mediaType)) return googleError(res, 400, `Cannot convert ${upload.mediaType} to a Google Doc.`, 'badContent');
      files.set(file.id, file);
      return sendJson(res, 200, fileAnswer(file, fields));
    }
    const updateMatch = /^\/upload\/drive\/v3\/files\/([^/]+)$/.exec(path);
    if (method === 'PATCH' && updateMatch) {
      const id = decodeURIComponent(updateMatch[1]!);
      const file = files.get(id);
      if (!file || file.owner !== caller.email) return googleError(res, 404, `File not found: ${id}.`, 'notFound');
      const upload = uploadOf(body, req, url.searchParams.get('uploadType'));
      if (typeof upload === 'string') return googleError(res, 400, upload, 'badRequest');
      if (typeof upload.metadata.name === 'string') file.name = upload.metadata.name;
      file.content = upload.media;
      file.uploadedMimeType = upload.mediaType;
      file.modifiedTime = new Date().toISOString();
      file.version += 1;
      return sendJson(res, 200, fileAnswer(file, fields));
    }
    return googleError(res, 404, 'Not Found', 'notFound');
  }

  function searchConsole(method: string, path: string, body: Buffer, req: http.IncomingMessage, res: http.ServerResponse) {
    const caller = authorize(req, res, WEBMASTERS_SCOPES);
    if (!caller) return;
    const sites = caller.email === state.account.email ? state.account.sites : [];
    if (method === 'GET' && path === '/webmasters/v3/sites') return sendJson(res, 200, sites.length ? { siteEntry: sites } : {});
    const query = /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/.exec(path);
    if (method === 'POST' && query) {
      const siteUrl = decodeURIComponent(query[1]!);
      const site = sites.find((entry) => entry.siteUrl === siteUrl);
      if (!site || site.permissionLevel === 'siteUnverifiedUser') {
        return googleError(res, 403, `User does not have sufficient permission for site '${siteUrl}'. See also: https://support.google.com/webmasters/answer/2451999.`, 'forbidden');
      }
      let request: TFakeSearchRequest;
      try {
        request = JSON.parse(body.toString('utf8')) as TFakeSearchRequest;
      } catch {
        return googleError(res, 400, 'Invalid JSON payload received.', 'parseError');
      }
      const date = /^\d{4}-\d{2}-\d{2}$/;
      if (!date.test(request.startDate ?? '') || !date.test(request.endDate ?? '')) return googleError(res, 400, 'startDate and endDate are required, as YYYY-MM-DD.', 'badRequest');
      if (request.startDate > request.endDate) return googleError(res, 400, 'startDate must be earlier than or equal to endDate.', 'badRequest');
      if ((request.rowLimit ?? 1_000) > 25_000 || (request.rowLimit ?? 1_000) < 1) return googleError(res, 400, 'rowLimit must be between 1 and 25000.', 'badRequest');
      const rows = siteUrl === state.siteUrl ? state.searchRows(request) : [];
      const byPage = (request.dimensions ?? []).includes('page') || (request.dimensionFilterGroups ?? []).some((group) => (group.filters ?? []).some((filter) => filter.dimension === 'page'));
      return sendJson(res, 200, { ...(rows.length ? { rows } : {}), responseAggregationType: byPage ? 'byPage' : 'byProperty' });
    }
    return googleError(res, 404, 'Not Found', 'notFound');
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', root);
      const path = url.pathname;
      const method = req.method ?? 'GET';
      if (path.startsWith('/_fake/')) return control(path, res);
      requests.push({ method, path, query: Object.fromEntries(url.searchParams), authorization: req.headers.authorization, contentType: req.headers['content-type'], body: body.toString('utf8').slice(0, 4_000) });
      if (method === 'GET' && path === '/o/oauth2/v2/auth') return consent(url, res);
      if (method === 'POST' && path === '/token') return tokenEndpoint(body.toString('utf8'), req, res);
      const sitePage = /^\/site\/([a-z0-9-]*)$/.exec(path);
      if (method === 'GET' && sitePage) {
        const page = FAKE_SEARCH_PAGES.find((item) => item.path === sitePage[1]);
        if (!page) return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fakeSitePageHtml(page));
      }
      if (method === 'GET' && path === '/robots.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /\n');
      const failure = failures.findIndex((item) => path.startsWith(item.prefix));
      if (failure >= 0) {
        const { status } = failures.splice(failure, 1)[0]!;
        return googleError(res, status, status === 429 ? 'Quota exceeded for quota metric.' : status >= 500 ? 'Internal error encountered.' : 'Request failed.');
      }
      if (method === 'GET' && path === '/oauth2/v3/userinfo') {
        const caller = authorize(req, res, EMAIL_SCOPES);
        if (!caller) return;
        return sendJson(res, 200, { sub: state.account.sub, name: state.account.name, email: caller.email, email_verified: true });
      }
      if (path.startsWith('/drive/') || path.startsWith('/upload/drive/')) return drive(method, path, url, body, req, res);
      if (path.startsWith('/webmasters/')) return searchConsole(method, path, body, req, res);
      return googleError(res, 404, 'Not Found', 'notFound');
    });
  });

  /** For a test run in another process (the end-to-end suite): what the fake holds. */
  function control(path: string, res: http.ServerResponse) {
    if (path === '/_fake/health') return sendJson(res, 200, { ok: true });
    if (path === '/_fake/files') return sendJson(res, 200, [...files.values()].map((file) => ({ ...file, content: file.content.toString('base64') })));
    if (path === '/_fake/requests') return sendJson(res, 200, requests);
    if (path === '/_fake/grants') return sendJson(res, 200, grants);
    return googleError(res, 404, 'Not Found', 'notFound');
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  root = `http://127.0.0.1:${port}/`;
  state.url = root;
  state.authorizeUrl = `${root}o/oauth2/v2/auth`;
  state.tokenUrl = `${root}token`;
  state.siteUrl = `${root}site/`;
  if (!options.account?.sites) {
    state.account.sites = [
      { siteUrl: state.siteUrl, permissionLevel: 'siteOwner' },
      { siteUrl: 'sc-domain:quiet.example', permissionLevel: 'siteFullUser' },
      { siteUrl: 'https://unverified.example/', permissionLevel: 'siteUnverifiedUser' },
    ];
  }
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
