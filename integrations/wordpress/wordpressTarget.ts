import type { TWordpressConnectInput, TWordpressDetails } from '@core/api/integrations';
import type { TConnection, TPostPayload, TPublishNotes, TPublishTargetAdapter, TRemotePost } from '../publishTypes';
import { IntegrationError, isOk, jsonOf, jsonBody, type TApiTransport } from '../transport';
import { normalizeWordpressUrl, restUrl, wordpressCall, type TWordpressAuth } from './wordpressClient';
import { uploadFeatureImage } from './wordpressMedia';

export type TWordpressSecret = { application_password: string };
type TWordpressStored = Omit<TWordpressDetails, 'connected_at' | 'error'>;
type TWordpressConnection = TConnection<TWordpressStored, TWordpressSecret>;

const STATUS: Record<TPostPayload['status'], string> = { draft: 'draft', published: 'publish', scheduled: 'future' };
/** Every status a post of ours may have, for looking one up by slug. */
const ANY_STATUS = 'publish,future,draft,pending,private';

const authOf = (connection: TWordpressConnection): TWordpressAuth => ({
  baseUrl: connection.details.wordpress_url,
  username: connection.details.username,
  applicationPassword: connection.secret.application_password,
});

/** The REST index proves the address is a WordPress site before any credentials are sent. */
async function readSiteIndex(baseUrl: string, transport: TApiTransport): Promise<{ name: string | null }> {
  const notWordpress = new IntegrationError(`${baseUrl} is not a WordPress site: its REST API (wp/v2) did not answer there.`, 'rejected');
  const response = await transport({ method: 'GET', url: restUrl(baseUrl, '/'), headers: { accept: 'application/json' } });
  const index = jsonOf(response) as { namespaces?: unknown; name?: unknown } | null;
  if (!isOk(response) || !Array.isArray(index?.namespaces) || !index.namespaces.includes('wp/v2')) throw notWordpress;
  return { name: typeof index.name === 'string' ? index.name : null };
}

/** Tag names to term ids: made when missing; an existing one is reused (term_exists names it). */
async function tagIds(auth: TWordpressAuth, transport: TApiTransport, names: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    try {
      const { raw } = await wordpressCall(transport, auth, { method: 'POST', route: '/wp/v2/tags', ...jsonBody({ name }) });
      ids.push(Number(raw.id));
    } catch (error) {
      const existing = error instanceof IntegrationError && error.status === 400 ? await findTag(auth, transport, name) : null;
      if (existing === null) throw error;
      ids.push(existing);
    }
  }
  return ids;
}

async function findTag(auth: TWordpressAuth, transport: TApiTransport, name: string): Promise<number | null> {
  const { body } = await wordpressCall(transport, auth, { method: 'GET', route: '/wp/v2/tags', query: { search: name, per_page: '20' } });
  const match = (body as { id: number; name: string }[]).find((tag) => tag.name.toLowerCase() === name.toLowerCase());
  return match ? match.id : null;
}

/** WordPress wants the scheduled time in UTC without a zone suffix. */
const gmtDate = (iso: string) => new Date(iso).toISOString().slice(0, 19);

async function postBody(auth: TWordpressAuth, transport: TApiTransport, post: TPostPayload, notes: TPublishNotes) {
  const featuredMedia = post.featureImageUrl ? await uploadFeatureImage(auth, transport, post.featureImageUrl, notes) : null;
  return {
    title: post.title,
    content: post.html,
    status: STATUS[post.status],
    ...(post.status === 'scheduled' && post.scheduledAt ? { date_gmt: gmtDate(post.scheduledAt) } : {}),
    ...(post.slug ? { slug: post.slug } : {}),
    ...(post.excerpt ? { excerpt: post.excerpt } : {}),
    tags: await tagIds(auth, transport, post.tags),
    ...(featuredMedia !== null ? { featured_media: featuredMedia } : {}),
  };
}

const remotePost = (post: Record<string, unknown>): TRemotePost => ({
  id: String(post.id),
  url: typeof post.link === 'string' ? post.link : null,
  status: String(post.status ?? 'unknown'),
  createdAt: typeof post.modified_gmt === 'string' ? `${post.modified_gmt}Z` : null,
});

/** WordPress (spec §4: connected with a wordpress_url): the REST API with an application password. */
export const wordpressTarget: TPublishTargetAdapter<TWordpressConnectInput, TWordpressStored, TWordpressSecret> = {
  maxHtmlBytes: 2_000_000,
  statuses: ['draft', 'published', 'scheduled'],

  async connect(input, transport) {
    const baseUrl = normalizeWordpressUrl(input.wordpress_url);
    const site = await readSiteIndex(baseUrl, transport);
    const auth = { baseUrl, username: input.username, applicationPassword: input.application_password };
    try {
      await wordpressCall(transport, auth, { method: 'GET', route: '/wp/v2/users/me', query: { context: 'edit' } });
    } catch (error) {
      if (error instanceof IntegrationError && error.kind === 'auth') {
        throw new IntegrationError('WordPress refused that user name and application password.', 'auth', error.status);
      }
      throw error;
    }
    return { siteKey: baseUrl, secret: { application_password: input.application_password }, details: { wordpress_url: baseUrl, username: input.username, site_name: site.name } };
  },

  async publish(connection, post, transport, notes) {
    const auth = authOf(connection);
    const { raw } = await wordpressCall(transport, auth, { method: 'POST', route: '/wp/v2/posts', ...jsonBody(await postBody(auth, transport, post, notes)) });
    return remotePost(raw);
  },

  async update(connection, remoteId, post, transport, notes) {
    const auth = authOf(connection);
    const { raw } = await wordpressCall(transport, auth, { method: 'POST', route: `/wp/v2/posts/${encodeURIComponent(remoteId)}`, ...jsonBody(await postBody(auth, transport, post, notes)) });
    return remotePost(raw);
  },

  async findBySlug(connection, slug, transport) {
    const { body } = await wordpressCall(transport, authOf(connection), { method: 'GET', route: '/wp/v2/posts', query: { slug, status: ANY_STATUS, context: 'edit' } });
    const first = (body as Record<string, unknown>[])[0];
    return first ? remotePost(first) : null;
  },
};
