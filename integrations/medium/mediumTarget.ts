import type { TMediumConnectInput, TMediumDetails } from '@core/api/integrations';
import type { TPostPayload, TPublishTargetAdapter } from '../publishTypes';
import { IntegrationError, isOk, jsonBody, jsonOf, kindOfStatus, type TApiRequest, type TApiTransport } from '../transport';

export type TMediumSecret = { token: string };
type TMediumStored = Omit<TMediumDetails, 'connected_at' | 'error'>;

export const MEDIUM_API_URL = 'https://api.medium.com/v1';
/** Medium documents no size limit; a story this large is refused before sending (our choice, docs/decisions.md). */
export const MEDIUM_MAX_HTML_BYTES = 500_000;
/** Medium uses the first three tags, each at most 25 characters. */
const MEDIUM_TAGS = 3;
const MEDIUM_TAG_CHARS = 25;

/** Medium's error envelope: {errors: [{message, code}]}. */
function mediumErrorMessage(body: unknown, status: number): string {
  const first = (body as { errors?: { message?: string }[] } | null)?.errors?.[0];
  return first?.message ?? `Medium answered with status ${status}.`;
}

async function mediumCall(transport: TApiTransport, baseUrl: string, token: string, request: Omit<TApiRequest, 'url'> & { path: string }) {
  const response = await transport({
    method: request.method,
    url: `${baseUrl}${request.path}`,
    headers: { accept: 'application/json', 'accept-charset': 'utf-8', authorization: `Bearer ${token}`, ...request.headers },
    body: request.body,
  });
  const body = jsonOf(response);
  if (!isOk(response)) throw new IntegrationError(mediumErrorMessage(body, response.status), kindOfStatus(response.status), response.status);
  return ((body as { data?: Record<string, unknown> } | null)?.data ?? {}) as Record<string, unknown>;
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Medium shows no title unless the content starts with it. */
function storyBody(post: TPostPayload) {
  return {
    title: post.title,
    contentFormat: 'html',
    content: `<h1>${escapeHtml(post.title)}</h1>${post.html}`,
    tags: post.tags.slice(0, MEDIUM_TAGS).map((tag) => tag.slice(0, MEDIUM_TAG_CHARS)),
    publishStatus: post.status === 'published' ? 'public' : 'draft',
  };
}

/**
 * Medium (spec §4: connected with a medium_id): its REST API with an integration token. It cannot
 * schedule, edit or look up stories, so a story goes out once and changes are made on Medium.
 */
export function mediumTarget(baseUrl: string = MEDIUM_API_URL): TPublishTargetAdapter<TMediumConnectInput, TMediumStored, TMediumSecret> {
  return {
    maxHtmlBytes: MEDIUM_MAX_HTML_BYTES,
    statuses: ['draft', 'published'],

    async connect(input, transport) {
      let me;
      try {
        me = await mediumCall(transport, baseUrl, input.token, { method: 'GET', path: '/me' });
      } catch (error) {
        if (error instanceof IntegrationError && error.kind === 'auth') throw new IntegrationError(`Medium refused that token: ${error.message}`, 'auth', error.status);
        throw error;
      }
      const id = String(me.id ?? '');
      if (!id) throw new IntegrationError('Medium did not say which account the token belongs to.', 'rejected');
      return {
        siteKey: `medium:${id}`,
        secret: { token: input.token },
        details: { medium_id: id, username: String(me.username ?? ''), name: typeof me.name === 'string' ? me.name : null, url: typeof me.url === 'string' ? me.url : null },
      };
    },

    async publish(connection, post, transport) {
      const story = await mediumCall(transport, baseUrl, connection.secret.token, {
        method: 'POST',
        path: `/users/${encodeURIComponent(connection.details.medium_id)}/posts`,
        ...jsonBody(storyBody(post)),
      });
      return { id: String(story.id), url: typeof story.url === 'string' ? story.url : null, status: String(story.publishStatus ?? 'unknown'), createdAt: null };
    },

    update: null,
    findBySlug: null,
  };
}
