import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A blog post as the fake keeps it: the live fields and the draft buffer (PATCH …/draft edits the buffer, push-live copies it). */
export type TFakeHubspotPost = {
  id: string;
  contentGroupId: string;
  name: string;
  slug: string;
  postBody: string;
  metaDescription: string | null;
  tagIds: number[];
  featuredImage: string | null;
  /** DRAFT, SCHEDULED or PUBLISHED. */
  currentState: string;
  publishDate: string | null;
  created: string;
  updated: string;
  /** The draft version's fields (what push-live makes live). */
  draft: Partial<TFakeHubspotPost>;
  /** Has ever been live (push-live on a brand-new post may be ignored, see `pushLiveIgnoresNewPosts`). */
  everLive: boolean;
};

export type TFakeHubspotAccount = { hubId: number; hubDomain: string; user: string | null; blogs: { id: string; name: string; slug: string }[] };

export type TFakeHubspot = {
  /** The API base, as HUBSPOT_API_URL. */
  url: string;
  /** Its sign-in page, as HUBSPOT_AUTHORIZE_URL: it sends the browser straight back with a code (as if the person allowed it). */
  authorizeUrl: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the authorize page next (each code is bound to its account); null: the person cancels (error=access_denied). */
  signInAs: (account: TFakeHubspotAccount | null) => void;
  /** A code for this account, as if the authorize page had issued it for `redirectUri`. */
  issueCode: (account: TFakeHubspotAccount, redirectUri: string) => string;
  /** Seconds each new access token lives (HubSpot: 1800). */
  setAccessTokenSeconds: (seconds: number) => void;
  /** Forgets a refresh token (the person uninstalled the app): the next refresh answers 400. */
  revokeRefreshTokens: () => void;
  /** Forgets every access token issued so far (they answer 401 as expired). */
  expireAccessTokens: () => void;
  posts: TFakeHubspotPost[];
  tags: { id: string; name: string }[];
  /** Every request: method, path with query, the Authorization header, and the body. */
  requests: { method: string; path: string; authorization: string | undefined; body: string }[];
  /** The next `count` calls to /cms/… answer this status (429, 500 …) before doing anything. */
  failNextCms: (status: number, count?: number) => void;
  /** HubSpot's reported quirk (hubspot-api-nodejs#343): push-live on a post never live answers 204 and leaves it a draft. */
  pushLiveIgnoresNewPosts: boolean;
  close: () => Promise<void>;
};

const send = (res: http.ServerResponse, status: number, body?: unknown) => {
  if (body === undefined) return void res.writeHead(status).end();
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify(body));
};
/** HubSpot's error envelope. */
const error = (res: http.ServerResponse, status: number, category: string, message: string, errors?: { message: string; in?: string }[]) =>
  send(res, status, { status: 'error', message, correlationId: crypto.randomUUID(), category, ...(errors ? { errors } : {}) });

type TToken = { account: TFakeHubspotAccount; expiresAt: number };
type TCode = { account: TFakeHubspotAccount; redirectUri: string };

/**
 * A local server speaking HubSpot's OAuth and CMS v3 blog APIs (../shared/peers/README.md §3.2):
 * the authorize page (302 back to redirect_uri with code and state), POST /oauth/v1/token
 * (authorization_code and refresh_token grants, form-encoded; a bad code or refresh token → 400
 * BAD_AUTH_CODE / BAD_REFRESH_TOKEN), GET /oauth/v1/access-tokens/{token}, blog settings, blog
 * posts (create, read, list with slug filters, draft edit, push-live, schedule) and tags; Bearer
 * tokens that expire (401 EXPIRED_AUTHENTICATION), and 429/5xx injection.
 */
export async function startFakeHubspot(options: { port?: number } = {}): Promise<TFakeHubspot> {
  const clientId = 'hubspot-client-id';
  const clientSecret = 'hubspot-client-secret';
  const codes = new Map<string, TCode>();
  const accessTokens = new Map<string, TToken>();
  const refreshTokens = new Map<string, TFakeHubspotAccount>();
  const posts: TFakeHubspotPost[] = [];
  const tags: TFakeHubspot['tags'] = [];
  const requests: TFakeHubspot['requests'] = [];
  const failures: number[] = [];
  let nextAccount: TFakeHubspotAccount | null = null;
  let accessTokenSeconds = 1_800;
  let counter = 0;
  const newId = () => String(184_993_428_000 + (counter += 1));
  const random = () => crypto.randomBytes(16).toString('hex');

  const issueCode = (account: TFakeHubspotAccount, redirectUri: string) => {
    const code = `code-${random()}`;
    codes.set(code, { account, redirectUri });
    return code;
  };
  const issueTokens = (account: TFakeHubspotAccount, refreshToken?: string) => {
    const accessToken = `at-${random()}`;
    accessTokens.set(accessToken, { account, expiresAt: Date.now() + accessTokenSeconds * 1_000 });
    const refresh = refreshToken ?? `rt-${random()}`;
    refreshTokens.set(refresh, account);
    return { token_type: 'bearer', refresh_token: refresh, access_token: accessToken, expires_in: accessTokenSeconds };
  };

  const fake: TFakeHubspot = {
    url: '',
    authorizeUrl: '',
    clientId,
    clientSecret,
    signInAs: (account) => void (nextAccount = account),
    issueCode,
    setAccessTokenSeconds: (seconds) => void (accessTokenSeconds = seconds),
    revokeRefreshTokens: () => refreshTokens.clear(),
    expireAccessTokens: () => {
      for (const token of accessTokens.values()) token.expiresAt = 0;
    },
    posts,
    tags,
    requests,
    failNextCms: (status, count = 1) => failures.push(...Array.from({ length: count }, () => status)),
    pushLiveIgnoresNewPosts: false,
    close: () => Promise.resolve(),
  };

  const postView = (post: TFakeHubspotPost, account: TFakeHubspotAccount) => {
    const blog = account.blogs.find((item) => item.id === post.contentGroupId);
    const { draft: _draft, everLive: _everLive, ...fields } = post;
    return { ...fields, state: post.currentState, url: `https://${account.hubDomain}/${blog?.slug ?? 'blog'}/${post.slug}` };
  };

  function tokenRoute(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const form = new URLSearchParams(raw);
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return send(res, 400, { status: 'BAD_CLIENT_ID', message: 'missing or invalid client_id / client_secret', correlationId: random() });
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!code) return send(res, 400, { status: 'BAD_AUTH_CODE', message: 'missing or unknown auth code', correlationId: random() });
      if (code.redirectUri !== form.get('redirect_uri')) return send(res, 400, { status: 'BAD_REDIRECT_URI', message: 'redirect_uri does not match the one used to authorize', correlationId: random() });
      return send(res, 200, issueTokens(code.account));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const refresh = form.get('refresh_token') ?? '';
      const account = refreshTokens.get(refresh);
      if (!account) return send(res, 400, { status: 'BAD_REFRESH_TOKEN', message: 'missing or unknown refresh token', correlationId: random() });
      return send(res, 200, issueTokens(account, refresh));
    }
    void req;
    return send(res, 400, { status: 'BAD_GRANT_TYPE', message: 'unsupported grant_type', correlationId: random() });
  }

  function cmsRoute(req: http.IncomingMessage, res: http.ServerResponse, url: URL, raw: string, account: TFakeHubspotAccount) {
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const json = () => {
      try {
        return JSON.parse(raw || '{}') as Record<string, unknown>;
      } catch {
        return null;
      }
    };
    if (method === 'GET' && path === '/cms/v3/blog-settings/settings') {
      return send(res, 200, { total: account.blogs.length, results: account.blogs.map((blog) => ({ id: blog.id, name: blog.name, slug: blog.slug, absoluteUrl: `https://${account.hubDomain}/${blog.slug}`, language: 'en' })) });
    }
    if (path === '/cms/v3/blogs/tags') {
      if (method === 'GET') return send(res, 200, { total: tags.length, results: tags });
      const body = json();
      if (!body || typeof body.name !== 'string' || !body.name) return error(res, 400, 'VALIDATION_ERROR', 'An error occurred', [{ message: 'name is required', in: 'name' }]);
      const tag = { id: newId(), name: body.name };
      tags.push(tag);
      return send(res, 201, tag);
    }
    if (path === '/cms/v3/blogs/posts' && method === 'GET') {
      const exact = url.searchParams.get('slug') ?? url.searchParams.get('slug__eq');
      const contains = url.searchParams.get('slug__contains');
      const results = posts.filter((post) => (exact === null || post.slug === exact) && (contains === null || post.slug.includes(contains)));
      return send(res, 200, { total: results.length, results: results.map((post) => postView(post, account)) });
    }
    if (path === '/cms/v3/blogs/posts' && method === 'POST') {
      const body = json();
      if (!body) return error(res, 400, 'VALIDATION_ERROR', 'Invalid input JSON');
      if (typeof body.name !== 'string' || !body.name) return error(res, 400, 'VALIDATION_ERROR', 'An error occurred', [{ message: 'name is required', in: 'name' }]);
      if (!account.blogs.some((blog) => blog.id === String(body.contentGroupId))) return error(res, 400, 'VALIDATION_ERROR', 'An error occurred', [{ message: `contentGroupId ${String(body.contentGroupId)} is not a blog of this account`, in: 'contentGroupId' }]);
      const now = new Date().toISOString();
      const fields = {
        name: body.name,
        slug: typeof body.slug === 'string' ? body.slug : body.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        postBody: typeof body.postBody === 'string' ? body.postBody : '',
        metaDescription: typeof body.metaDescription === 'string' ? body.metaDescription : null,
        tagIds: Array.isArray(body.tagIds) ? (body.tagIds as number[]) : [],
        featuredImage: typeof body.featuredImage === 'string' ? body.featuredImage : null,
      };
      const post: TFakeHubspotPost = { id: newId(), contentGroupId: String(body.contentGroupId), ...fields, currentState: 'DRAFT', publishDate: null, created: now, updated: now, draft: { ...fields }, everLive: false };
      posts.push(post);
      return send(res, 201, postView(post, account));
    }
    if (path === '/cms/v3/blogs/posts/schedule' && method === 'POST') {
      const body = json();
      const post = posts.find((item) => item.id === String(body?.id));
      if (!post) return error(res, 404, 'OBJECT_NOT_FOUND', `No blog post with id ${String(body?.id)}`);
      if (typeof body?.publishDate !== 'string' || Number.isNaN(Date.parse(body.publishDate))) return error(res, 400, 'VALIDATION_ERROR', 'An error occurred', [{ message: 'publishDate is invalid. Provide an ISO-8601 date-time string.', in: 'body' }]);
      Object.assign(post, post.draft, { currentState: 'SCHEDULED', publishDate: body.publishDate, updated: new Date().toISOString() });
      return send(res, 204);
    }
    const one = /^\/cms\/v3\/blogs\/posts\/([^/]+)(\/draft(\/push-live)?)?$/.exec(path);
    const post = one ? posts.find((item) => item.id === one[1]) : undefined;
    if (one && !post) return error(res, 404, 'OBJECT_NOT_FOUND', `No blog post with id ${one[1]}`);
    if (post && one && method === 'GET' && !one[2]) return send(res, 200, postView(post, account));
    if (post && one && method === 'PATCH' && one[2] && !one[3]) {
      const body = json();
      if (!body) return error(res, 400, 'VALIDATION_ERROR', 'Invalid input JSON');
      for (const key of ['name', 'slug', 'postBody', 'metaDescription', 'featuredImage'] as const) if (typeof body[key] === 'string') post.draft[key] = body[key];
      if (Array.isArray(body.tagIds)) post.draft.tagIds = body.tagIds as number[];
      // A post never live is its draft: the edit shows on the post itself.
      if (!post.everLive) Object.assign(post, post.draft);
      post.updated = new Date().toISOString();
      return send(res, 200, postView({ ...post, ...post.draft }, account));
    }
    if (post && one && method === 'POST' && one[3]) {
      if (fake.pushLiveIgnoresNewPosts && !post.everLive) return send(res, 204);
      Object.assign(post, post.draft, { currentState: 'PUBLISHED', everLive: true, publishDate: new Date().toISOString(), updated: new Date().toISOString() });
      return send(res, 204);
    }
    return error(res, 404, 'OBJECT_NOT_FOUND', `No route ${method} ${path}`);
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push({ method: req.method ?? 'GET', path: `${url.pathname}${url.search}`, authorization: req.headers.authorization, body: raw });
      if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
        const redirectUri = url.searchParams.get('redirect_uri');
        if (url.searchParams.get('client_id') !== clientId || !redirectUri) return send(res, 400, { status: 'error', message: 'Unknown client_id or missing redirect_uri' });
        const back = new URL(redirectUri);
        if (!nextAccount) back.searchParams.set('error', 'access_denied');
        else back.searchParams.set('code', issueCode(nextAccount, redirectUri));
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        return void res.writeHead(302, { location: back.toString() }).end();
      }
      if (req.method === 'POST' && url.pathname === '/oauth/v1/token') return tokenRoute(req, res, raw);
      const info = /^\/oauth\/v1\/access-tokens\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && info) {
        const token = accessTokens.get(decodeURIComponent(info[1]!));
        if (!token || token.expiresAt <= Date.now()) return error(res, 404, 'OBJECT_NOT_FOUND', 'Access token not found or expired');
        const { account } = token;
        return send(res, 200, { token: info[1], user: account.user, hub_domain: account.hubDomain, scopes: ['content', 'oauth'], hub_id: account.hubId, app_id: 1234, expires_in: Math.round((token.expiresAt - Date.now()) / 1_000), user_id: 42, token_type: 'access' });
      }
      if (!url.pathname.startsWith('/cms/')) return error(res, 404, 'OBJECT_NOT_FOUND', 'Not found');
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const token = bearer ? accessTokens.get(bearer) : undefined;
      if (!token) return error(res, 401, 'INVALID_AUTHENTICATION', 'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview');
      if (token.expiresAt <= Date.now()) return error(res, 401, 'EXPIRED_AUTHENTICATION', `The OAuth token used to make this call expired ${Math.round((Date.now() - token.expiresAt) / 1_000)} second(s) ago.`);
      const failure = failures.shift();
      if (failure) return error(res, failure, failure === 429 ? 'RATE_LIMITS' : 'INTERNAL_ERROR', failure === 429 ? 'You have reached your secondly limit.' : 'Internal error');
      return cmsRoute(req, res, url, raw, token.account);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.authorizeUrl = `http://127.0.0.1:${port}/oauth/authorize`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
