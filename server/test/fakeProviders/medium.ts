import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A story as the fake keeps it (the request body of POST /v1/users/{id}/posts, with its id and url). */
export type TFakeMediumStory = { id: string; authorId: string; title: string; contentFormat: string; content: string; tags: string[]; publishStatus: string; url: string };

export type TFakeMedium = {
  /** The API base, as MEDIUM_API_URL (…/v1). */
  url: string;
  /** The tokens the fake accepts, each with its user. */
  tokens: Map<string, { id: string; username: string; name: string; url: string }>;
  stories: TFakeMediumStory[];
  /** Every request: method, path and the Authorization header. */
  requests: { method: string; path: string; authorization: string | undefined }[];
  /** The next `count` story posts answer this status (429, 500 …) instead of creating the story. */
  failNextPosts: (status: number, count?: number) => void;
  /** The next `count` story posts create the story but answer only after `ms` (a slow site: the caller may give up first). */
  delayNextPosts: (ms: number, count?: number) => void;
  close: () => Promise<void>;
};

const send = (res: http.ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
/** Medium's error envelope: {errors: [{message, code}]}. */
const error = (res: http.ServerResponse, status: number, message: string, code: number) => send(res, status, { errors: [{ message, code }] });

/**
 * A local server speaking Medium's API (../shared/peers/README.md §3.1): Bearer integration
 * tokens, GET /v1/me, POST /v1/users/{authorId}/posts (201 {data}), its error envelope, 401 for a
 * bad or revoked token, 403 when the author is not the token's user, 400 for a missing title or content.
 */
export async function startFakeMedium(options: { port?: number } = {}): Promise<TFakeMedium> {
  const tokens: TFakeMedium['tokens'] = new Map();
  const stories: TFakeMediumStory[] = [];
  const requests: TFakeMedium['requests'] = [];
  const failures: number[] = [];
  const delays: number[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      requests.push({ method: req.method ?? 'GET', path, authorization: req.headers.authorization });
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token) return error(res, 401, 'An access token is required.', 6000);
      const user = tokens.get(token);
      if (!user) return error(res, 401, 'Token was invalid.', 6003);
      if (req.method === 'GET' && path === '/v1/me') return send(res, 200, { data: { ...user, imageUrl: '' } });
      const post = /^\/v1\/users\/([^/]+)\/posts$/.exec(path);
      if (req.method === 'POST' && post) {
        if (post[1] !== user.id) return error(res, 403, 'You do not have permission to publish as this user.', 6027);
        const failure = failures.shift();
        if (failure) return error(res, failure, failure === 429 ? 'Too many requests.' : 'Internal error.', failure);
        let body: Partial<TFakeMediumStory>;
        try {
          body = JSON.parse(raw) as Partial<TFakeMediumStory>;
        } catch {
          return error(res, 400, 'Invalid JSON.', 2001);
        }
        if (!body.title || !body.content) return error(res, 400, 'Missing required fields: title, content.', 2004);
        const id = `story${stories.length + 1}`;
        const story: TFakeMediumStory = { id, authorId: user.id, title: body.title, contentFormat: body.contentFormat ?? 'html', content: body.content, tags: body.tags ?? [], publishStatus: body.publishStatus ?? 'public', url: `https://medium.com/@${user.username}/${id}` };
        stories.push(story);
        const delay = delays.shift() ?? 0;
        return void setTimeout(() => send(res, 201, { data: { id, title: story.title, authorId: user.id, tags: story.tags, url: story.url, publishStatus: story.publishStatus, license: 'all-rights-reserved', licenseUrl: 'https://policy.medium.com/medium-terms-of-service-9db0094a1e0f', ...(story.publishStatus === 'draft' ? {} : { publishedAt: Date.now() }) } }), delay);
      }
      return error(res, 404, 'Not found.', 6004);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    tokens,
    stories,
    requests,
    failNextPosts: (status, count = 1) => failures.push(...Array.from({ length: count }, () => status)),
    delayNextPosts: (ms, count = 1) => delays.push(...Array.from({ length: count }, () => ms)),
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
