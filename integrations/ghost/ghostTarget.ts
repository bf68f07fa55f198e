import type { TGhostConnectInput, TGhostDetails } from '@core/api/integrations';
import type { TPostPayload, TPublishTargetAdapter, TRemotePost } from '../publishTypes';
import { IntegrationError } from '../transport';
import { ghostApi, normalizeGhostUrl } from './ghostClient';

export type TGhostSecret = { admin_api_key: string };
type TGhostStored = Omit<TGhostDetails, 'connected_at' | 'error'>;

/** Ghost checks custom_excerpt against this length (422 above it). */
const GHOST_EXCERPT_CHARS = 300;

function postFields(post: TPostPayload): Record<string, unknown> {
  return {
    title: post.title,
    html: post.html,
    status: post.status,
    ...(post.status === 'scheduled' && post.scheduledAt ? { published_at: post.scheduledAt } : {}),
    ...(post.slug ? { slug: post.slug } : {}),
    ...(post.excerpt ? { custom_excerpt: post.excerpt.slice(0, GHOST_EXCERPT_CHARS), meta_description: post.excerpt } : {}),
    tags: post.tags,
    feature_image: post.featureImageUrl,
  };
}

const remotePost = (post: Record<string, unknown>): TRemotePost => ({
  id: String(post.id),
  url: typeof post.url === 'string' ? post.url : null,
  status: String(post.status ?? 'unknown'),
  createdAt: typeof post.created_at === 'string' ? post.created_at : null,
});

/** Ghost (spec §4: connected with an api_url and a working client): the Admin API through @tryghost/admin-api. */
export const ghostTarget: TPublishTargetAdapter<TGhostConnectInput, TGhostStored, TGhostSecret> = {
  maxHtmlBytes: 2_000_000,
  statuses: ['draft', 'published', 'scheduled'],

  async connect(input, transport) {
    const apiUrl = normalizeGhostUrl(input.api_url);
    const api = ghostApi(apiUrl, input.admin_api_key, transport);
    const site = await api.site.read();
    // The site call needs no key: an authenticated read proves the key works.
    await api.posts.browse({ limit: 1, fields: 'id' });
    const appUrl = input.app_url ? normalizeGhostUrl(input.app_url) : typeof site.url === 'string' ? normalizeGhostUrl(site.url) : apiUrl;
    return {
      siteKey: apiUrl,
      secret: { admin_api_key: input.admin_api_key },
      details: { api_url: apiUrl, app_url: appUrl, content_api_key: input.content_api_key || null, site_title: typeof site.title === 'string' ? site.title : null },
    };
  },

  async publish(connection, post, transport) {
    const api = ghostApi(connection.details.api_url, connection.secret.admin_api_key, transport);
    return remotePost(await api.posts.add(postFields(post), { source: 'html' }));
  },

  async update(connection, remoteId, post, transport) {
    const api = ghostApi(connection.details.api_url, connection.secret.admin_api_key, transport);
    // Ghost refuses an edit without the post's current updated_at (409 when another edit came between): read, then edit; once more on a collision.
    for (let attempt = 1; ; attempt += 1) {
      const current = await api.posts.read({ id: remoteId });
      try {
        return remotePost(await api.posts.edit({ ...postFields(post), id: remoteId, updated_at: String(current.updated_at) }, { source: 'html' }));
      } catch (error) {
        if (attempt < 2 && error instanceof IntegrationError && error.status === 409) continue;
        throw error;
      }
    }
  },

  async findBySlug(connection, slug, transport) {
    const api = ghostApi(connection.details.api_url, connection.secret.admin_api_key, transport);
    try {
      return remotePost(await api.posts.read({ slug }));
    } catch (error) {
      if (error instanceof IntegrationError && error.status === 404) return null;
      throw error;
    }
  },
};
