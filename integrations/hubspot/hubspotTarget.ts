import { INTEGRATION_MESSAGES, PUBLISH_LIMITS, type THubspotDetails } from '@core/api/integrations';
import type { TOAuthTokens } from '../oauth/oauthClient';
import type { TConnection, TPostPayload, TPublishNotes, TPublishTargetAdapter, TRemotePost } from '../publishTypes';
import { IntegrationError, jsonBody, type TApiTransport } from '../transport';
import { HUBSPOT_API_URL, hubspotCall, text, type THubspotCall } from './hubspotClient';

export type THubspotInput = { oauth: TOAuthTokens };
export type THubspotSecret = { oauth: TOAuthTokens };
type THubspotStored = Omit<THubspotDetails, 'connected_at' | 'error'>;
type THubspotConnection = TConnection<THubspotStored, THubspotSecret>;
type TCaller = (request: THubspotCall) => Promise<Record<string, unknown> | null>;

/** Pages of blogs and tags read at most (100 each). */
const MAX_PAGES = 5;
/** A "publish now" HubSpot left as a draft is scheduled this far ahead instead (hubspot-api-nodejs#343). */
const PUBLISH_FALLBACK_MS = 60_000;

export const HUBSPOT_NO_BLOG = 'This HubSpot account has no blog to publish to: create one in HubSpot, then reconnect HubSpot.';

const caller =
  (transport: TApiTransport, baseUrl: string, connection: THubspotConnection): TCaller =>
  (request) =>
    hubspotCall(transport, baseUrl, connection.secret.oauth.accessToken, request);

const resultsOf = (body: Record<string, unknown> | null) => (Array.isArray(body?.results) ? (body.results as Record<string, unknown>[]) : []);
const nextAfter = (body: Record<string, unknown> | null) => text((body?.paging as { next?: { after?: unknown } } | undefined)?.next?.after);

/** HubSpot's `currentState` (DRAFT, SCHEDULED, PUBLISHED, PUBLISHED_OR_SCHEDULED …) as the delivery log says it. */
function stateOf(post: Record<string, unknown>): string {
  const state = String(post.currentState ?? post.state ?? 'unknown').toUpperCase();
  if (state === 'PUBLISHED' || state === 'PUBLISHED_OR_SCHEDULED') return 'published';
  return state.toLowerCase();
}

function remotePost(post: Record<string, unknown> | null): TRemotePost {
  const id = text(post?.id);
  if (!post || !id) throw new IntegrationError('HubSpot did not answer with the post it made.', 'rejected');
  return { id, url: text(post.url), status: stateOf(post), createdAt: text(post.created) };
}

/**
 * Tag names to HubSpot tag ids (tagIds takes ids): the account's tags are read once, missing ones are
 * made. A refused tag leaves the post without tags, with a note, rather than failing it.
 */
async function tagIdsFor(call: TCaller, names: string[], notes: TPublishNotes): Promise<number[] | null> {
  if (!names.length) return [];
  try {
    const known = new Map<string, string>();
    let after: string | null = null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const listed = await call({ method: 'GET', path: '/cms/v3/blogs/tags', query: { limit: '100', ...(after ? { after } : {}) } });
      for (const tag of resultsOf(listed)) if (text(tag.name) && text(tag.id)) known.set(String(tag.name).toLowerCase(), String(tag.id));
      after = nextAfter(listed);
      if (!after) break;
    }
    const ids: number[] = [];
    for (const name of names) {
      let id = known.get(name.toLowerCase());
      if (!id) {
        id = text((await call({ method: 'POST', path: '/cms/v3/blogs/tags', ...jsonBody({ name }) }))?.id) ?? undefined;
        if (id) known.set(name.toLowerCase(), id);
      }
      const numeric = Number(id);
      if (!Number.isSafeInteger(numeric)) throw new IntegrationError(`HubSpot answered a tag id Longform cannot send back (${id ?? 'none'}).`, 'rejected');
      ids.push(numeric);
    }
    return ids;
  } catch (error) {
    if (!(error instanceof IntegrationError) || error.kind !== 'rejected') throw error;
    notes.push(`HubSpot did not take the tags (${error.message}); the post has none.`);
    return null;
  }
}

/** The fields of a blog post as HubSpot's v3 API takes them (tags only when they could be mapped). */
function postFields(post: TPostPayload, tagIds: number[] | null): Record<string, unknown> {
  return {
    name: post.title,
    htmlTitle: post.title,
    ...(post.slug ? { slug: post.slug } : {}),
    postBody: post.html,
    ...(post.excerpt ? { metaDescription: post.excerpt } : {}),
    ...(tagIds ? { tagIds } : {}),
    ...(post.featureImageUrl ? { featuredImage: post.featureImageUrl, useFeaturedImage: true } : { useFeaturedImage: false }),
  };
}

const readPost = (call: TCaller, id: string) => call({ method: 'GET', path: `/cms/v3/blogs/posts/${encodeURIComponent(id)}` });
const schedule = (call: TCaller, id: string, publishDate: string) => call({ method: 'POST', path: '/cms/v3/blogs/posts/schedule', ...jsonBody({ id, publishDate }) });

/**
 * After a create or a draft edit: a draft stays as it is; `scheduled` is scheduled at its date;
 * `published` is pushed live and read back — HubSpot has been seen to answer 204 to push-live on a
 * brand-new post and leave it a draft (hubspot-api-nodejs#343), so a post still not live is
 * scheduled a minute ahead instead (the workaround reported there), with a note.
 */
async function settle(call: TCaller, id: string, written: Record<string, unknown> | null, post: TPostPayload, notes: TPublishNotes): Promise<TRemotePost> {
  if (post.status === 'draft') return remotePost(written);
  if (post.status === 'scheduled') {
    if (!post.scheduledAt) throw new IntegrationError('A scheduled post needs its date.', 'rejected');
    await schedule(call, id, new Date(post.scheduledAt).toISOString());
    return remotePost(await readPost(call, id));
  }
  await call({ method: 'POST', path: `/cms/v3/blogs/posts/${encodeURIComponent(id)}/draft/push-live` });
  const live = await readPost(call, id);
  if (live && stateOf(live) === 'published') return remotePost(live);
  await schedule(call, id, new Date(Date.now() + PUBLISH_FALLBACK_MS).toISOString());
  notes.push('HubSpot kept the new post as a draft after “publish now”, so it is scheduled to go live within a minute.');
  return remotePost(await readPost(call, id));
}

/**
 * HubSpot (spec §3 "Hubspot (with blogs)"): signed in with OAuth (scopes content and oauth); posts
 * go to the chosen blog through the CMS v3 blog-posts API. Plain requests through the transport:
 * the official client cannot be given our transport without reaching into its generated internals
 * (docs/drafts/hubspot-webflow.md).
 */
export function hubspotTarget(baseUrl: string = HUBSPOT_API_URL): TPublishTargetAdapter<THubspotInput, THubspotStored, THubspotSecret> {
  return {
    maxHtmlBytes: PUBLISH_LIMITS.htmlBytes,
    statuses: ['draft', 'published', 'scheduled'],
    notReady: (details) => (details.blog_id ? null : HUBSPOT_NO_BLOG),
    // A reconnect to the same account keeps the chosen blog while HubSpot still lists it.
    keepChoices: (previous, connected) =>
      previous.hub_id === connected.details.hub_id && previous.blog_id && connected.details.blogs.some((blog) => blog.id === previous.blog_id)
        ? { ...connected, details: { ...connected.details, blog_id: previous.blog_id } }
        : connected,

    async connect(input, transport) {
      const token = input.oauth?.accessToken;
      if (!token) throw new IntegrationError('HubSpot sent no access token.', 'rejected');
      let info;
      try {
        info = await hubspotCall(transport, baseUrl, null, { method: 'GET', path: `/oauth/v1/access-tokens/${encodeURIComponent(token)}` });
      } catch (error) {
        // The token HubSpot just gave is unknown to it: the sign-in did not take.
        if (error instanceof IntegrationError && error.kind === 'rejected') throw new IntegrationError(`HubSpot did not recognise the sign-in: ${error.message}`, 'auth', error.status);
        throw error;
      }
      const hubId = text(info?.hub_id);
      if (!hubId) throw new IntegrationError('HubSpot did not say which account signed in.', 'rejected');
      if (!text(info?.user)) throw new IntegrationError(INTEGRATION_MESSAGES.hubspot.noUser, 'rejected');
      const blogs: THubspotStored['blogs'] = [];
      let after: string | null = null;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const listed = await hubspotCall(transport, baseUrl, token, { method: 'GET', path: '/cms/v3/blog-settings/settings', query: { limit: '100', ...(after ? { after } : {}) } });
        for (const blog of resultsOf(listed)) {
          const id = text(blog.id);
          if (id) blogs.push({ id, name: text(blog.name) ?? text(blog.publicTitle) ?? id, url: text(blog.absoluteUrl) });
        }
        after = nextAfter(listed);
        if (!after) break;
      }
      return {
        siteKey: `hubspot:${hubId}`,
        secret: { oauth: input.oauth },
        details: { hub_id: hubId, hub_domain: text(info?.hub_domain), user: text(info?.user), blogs, blog_id: blogs[0]?.id ?? null },
      };
    },

    async publish(connection, post, transport, notes) {
      const blogId = connection.details.blog_id;
      if (!blogId) throw new IntegrationError(HUBSPOT_NO_BLOG, 'rejected');
      const call = caller(transport, baseUrl, connection);
      const tagIds = await tagIdsFor(call, post.tags, notes);
      const created = await call({ method: 'POST', path: '/cms/v3/blogs/posts', ...jsonBody({ ...postFields(post, tagIds?.length ? tagIds : null), contentGroupId: blogId }) });
      return settle(call, remotePost(created).id, created, post, notes);
    },

    async update(connection, remoteId, post, transport, notes) {
      const call = caller(transport, baseUrl, connection);
      const tagIds = await tagIdsFor(call, post.tags, notes);
      // The draft version is edited; `published` then pushes it live (the live post stays until then).
      const written = await call({ method: 'PATCH', path: `/cms/v3/blogs/posts/${encodeURIComponent(remoteId)}/draft`, ...jsonBody(postFields(post, tagIds)) });
      return settle(call, remoteId, written, post, notes);
    },

    async findBySlug(connection, slug, transport) {
      const call = caller(transport, baseUrl, connection);
      // A post's slug may carry its blog's path ("blog/my-post"), so the filter is "contains" and the match exact here.
      const listed = await call({ method: 'GET', path: '/cms/v3/blogs/posts', query: { slug__contains: slug, limit: '50', archived: 'false' } });
      const match = resultsOf(listed).find((item) => {
        const itemSlug = text(item.slug) ?? '';
        const sameBlog = !connection.details.blog_id || text(item.contentGroupId) === connection.details.blog_id;
        return sameBlog && (itemSlug === slug || itemSlug.endsWith(`/${slug}`));
      });
      return match ? remotePost(match) : null;
    },
  };
}
