import { PUBLISH_LIMITS, type TWebflowConnectInput, type TWebflowDetails, type TWebflowField } from '@core/api/integrations';
import type { TOAuthTokens } from '../oauth/oauthClient';
import type { TConnection, TPostPayload, TPublishNotes, TPublishTargetAdapter, TRemotePost } from '../publishTypes';
import { IntegrationError, isOk, jsonBody, jsonOf, kindOfStatus, type TApiRequest, type TApiTransport } from '../transport';

export const WEBFLOW_API_URL = 'https://api.webflow.com';
/** Items of another collection are other posts: the site key names the mapped collection, so publications follow it. */
export const webflowSiteKey = (siteId: string, collectionId: string) => `webflow:${siteId}:${collectionId}`;

export const WEBFLOW_NOT_MAPPED = 'Choose the Webflow collection posts go to and map its fields first (Integrations → Webflow).';

export type TWebflowInput = Pick<TWebflowConnectInput, 'site_token'> | { oauth: TOAuthTokens };
/** A site API token, or the tokens of a sign-in (Webflow's do not expire). */
export type TWebflowSecret = { token?: string; oauth?: TOAuthTokens };
type TWebflowStored = Omit<TWebflowDetails, 'connected_at' | 'error'>;
type TWebflowConnection = TConnection<TWebflowStored, TWebflowSecret>;
type TCall = Omit<TApiRequest, 'url'> & { path: string; query?: Record<string, string> };
type TJson = Record<string, unknown>;

/** Sites read when connecting (each costs a call for its collections). */
const MAX_SITES = 20;
/** Webflow's list endpoints take at most 100 a page. */
const PAGE = 100;

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** Webflow's error envelope: {code, message, externalReference, details:[{param, description} | string]}. */
function webflowErrorMessage(body: unknown, status: number): string {
  const value = body as { message?: unknown; details?: unknown[] } | null;
  const first = value?.details?.[0];
  const detail = typeof first === 'string' ? first : str((first as { description?: unknown } | undefined)?.description);
  const message = str(value?.message);
  if (message && detail && !message.includes(detail)) return `${message}: ${detail}`;
  return message ?? detail ?? `Webflow answered with status ${status}.`;
}

async function webflowCall(transport: TApiTransport, baseUrl: string, token: string, request: TCall): Promise<TJson> {
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  const response = await transport({
    method: request.method,
    url: `${baseUrl}${request.path}${query}`,
    headers: { accept: 'application/json', authorization: `Bearer ${token}`, ...request.headers },
    body: request.body,
  });
  const body = jsonOf(response);
  if (!isOk(response)) throw new IntegrationError(webflowErrorMessage(body, response.status), kindOfStatus(response.status), response.status);
  return (body ?? {}) as TJson;
}

const tokenOf = (secret: TWebflowSecret): string => {
  const token = secret.oauth?.accessToken ?? secret.token;
  if (!token) throw new IntegrationError('No Webflow token is stored; reconnect Webflow.', 'auth');
  return token;
};

/** Where readers see a site: its first custom domain, else its webflow.io address. */
function siteUrl(site: TJson): string | null {
  const domain = str((Array.isArray(site.customDomains) ? (site.customDomains[0] as TJson | undefined) : undefined)?.url);
  if (domain) return /^https?:\/\//.test(domain) ? domain.replace(/\/+$/, '') : `https://${domain}`;
  const shortName = str(site.shortName);
  return shortName ? `https://${shortName}.webflow.io` : null;
}

const path = (...parts: string[]) => parts.map((part) => `/${encodeURIComponent(part)}`).join('');

/** The mapping, or the reason nothing can be sent yet. */
function mappingOf(connection: TWebflowConnection) {
  const mapping = connection.details.mapping;
  if (!mapping) throw new IntegrationError(WEBFLOW_NOT_MAPPED, 'rejected');
  return mapping;
}

/** The item's fields: title → name, slug → slug, and the mapped body, excerpt and image. */
function fieldData(connection: TWebflowConnection, post: TPostPayload): TJson {
  const { fields } = mappingOf(connection);
  return {
    name: post.title,
    ...(post.slug ? { slug: post.slug } : {}),
    [fields.body]: post.html,
    ...(fields.excerpt ? { [fields.excerpt]: post.excerpt ?? '' } : {}),
    ...(fields.image && post.featureImageUrl ? { [fields.image]: { url: post.featureImageUrl, alt: post.title } } : {}),
  };
}

/** The address of a published item: the site, the collection's slug, the item's slug. */
function itemUrl(connection: TWebflowConnection, slug: string | null): string | null {
  const mapping = connection.details.mapping;
  const site = connection.details.sites.find((item) => item.id === mapping?.site_id);
  const collection = site?.collections.find((item) => item.id === mapping?.collection_id);
  return site?.url && collection && slug ? `${site.url}/${collection.slug}/${slug}` : null;
}

function remoteItem(connection: TWebflowConnection, item: TJson, published: boolean): TRemotePost {
  const id = str(item.id);
  if (!id) throw new IntegrationError('Webflow did not answer with the item it made.', 'rejected');
  const slug = str((item.fieldData as TJson | undefined)?.slug);
  const status = published ? 'published' : item.isDraft ? 'draft' : 'staged';
  return { id, url: published ? itemUrl(connection, slug) : null, status, createdAt: str(item.createdOn) };
}

/**
 * Webflow (Data API v2): a post becomes an item of the mapped collection — created or edited as a
 * draft (isDraft) or staged, then published with /items/publish for `published`. Webflow cannot
 * schedule. Plain requests through the transport: `webflow-api` 3.x calls the global fetch and takes
 * no fetcher of ours (docs/drafts/hubspot-webflow.md).
 */
export function webflowTarget(baseUrl: string = WEBFLOW_API_URL) {
  const call = (transport: TApiTransport, connection: TWebflowConnection, request: TCall) => webflowCall(transport, baseUrl, tokenOf(connection.secret), request);

  async function publishItem(transport: TApiTransport, connection: TWebflowConnection, itemId: string) {
    const { collection_id } = mappingOf(connection);
    const answer = await call(transport, connection, { method: 'POST', path: `/v2/collections${path(collection_id)}/items/publish`, ...jsonBody({ itemIds: [itemId] }) });
    const published = Array.isArray(answer.publishedItemIds) ? answer.publishedItemIds.map(String) : [];
    if (!published.includes(itemId)) {
      const errors = Array.isArray(answer.errors) ? answer.errors.map((error) => (typeof error === 'string' ? error : JSON.stringify(error))).join('; ') : '';
      throw new IntegrationError(`Webflow did not publish the item${errors ? `: ${errors}` : '.'}`, 'rejected');
    }
  }

  /** After a create or an edit: publish when asked, and say when the featured image was not taken. */
  async function settle(transport: TApiTransport, connection: TWebflowConnection, item: TJson, post: TPostPayload, notes: TPublishNotes): Promise<TRemotePost> {
    const imageField = connection.details.mapping?.fields.image;
    if (imageField && post.featureImageUrl && !(item.fieldData as TJson | undefined)?.[imageField]) notes.push('Webflow could not use the featured image; the item has none.');
    const remote = remoteItem(connection, item, false);
    if (post.status !== 'published') return remote;
    await publishItem(transport, connection, remote.id);
    return remoteItem(connection, item, true);
  }

  const adapter: TPublishTargetAdapter<TWebflowInput, TWebflowStored, TWebflowSecret> & {
    /** A collection's fields as Webflow describes them (to map, and to check a mapping). */
    collectionFields(connection: TWebflowConnection, collectionId: string, transport: TApiTransport): Promise<TWebflowField[]>;
  } = {
    maxHtmlBytes: PUBLISH_LIMITS.htmlBytes,
    statuses: ['draft', 'published'],
    notReady: (details) => (details.mapping ? null : WEBFLOW_NOT_MAPPED),
    // A reconnect keeps the mapping while the token still reaches its collection (the item ids stay valid).
    keepChoices(previous, connected) {
      const mapping = previous.mapping;
      const collection = mapping && connected.details.sites.find((site) => site.id === mapping.site_id)?.collections.find((item) => item.id === mapping.collection_id);
      if (!mapping || !collection) return connected;
      return { ...connected, siteKey: webflowSiteKey(mapping.site_id, mapping.collection_id), details: { ...connected.details, mapping: { ...mapping, collection_name: collection.name } } };
    },

    async connect(input, transport) {
      const viaOAuth = 'oauth' in input;
      const token = viaOAuth ? input.oauth.accessToken : input.site_token;
      let listed;
      try {
        listed = await webflowCall(transport, baseUrl, token, { method: 'GET', path: '/v2/sites' });
      } catch (error) {
        if (error instanceof IntegrationError && error.kind === 'auth') throw new IntegrationError(`Webflow refused that ${viaOAuth ? 'sign-in' : 'token'}: ${error.message}`, 'auth', error.status);
        throw error;
      }
      const sites = (Array.isArray(listed.sites) ? (listed.sites as TJson[]) : []).filter((site) => str(site.id)).slice(0, MAX_SITES);
      if (!sites.length) throw new IntegrationError(viaOAuth ? 'The sign-in gave Longform no Webflow site.' : 'That token reaches no Webflow site.', 'rejected');
      const details: TWebflowStored = { auth: viaOAuth ? 'oauth' : 'site_token', sites: [], mapping: null };
      for (const site of sites) {
        const id = String(site.id);
        const answer = await webflowCall(transport, baseUrl, token, { method: 'GET', path: `/v2/sites${path(id)}/collections` });
        const collections = (Array.isArray(answer.collections) ? (answer.collections as TJson[]) : [])
          .filter((collection) => str(collection.id))
          .map((collection) => ({ id: String(collection.id), name: str(collection.displayName) ?? str(collection.slug) ?? String(collection.id), slug: str(collection.slug) ?? '' }));
        details.sites.push({ id, name: str(site.displayName) ?? str(site.shortName) ?? id, url: siteUrl(site), collections });
      }
      return { siteKey: `webflow:${details.sites[0]!.id}`, secret: viaOAuth ? { oauth: input.oauth } : { token }, details };
    },

    async collectionFields(connection, collectionId, transport) {
      const collection = await call(transport, connection, { method: 'GET', path: `/v2/collections${path(collectionId)}` });
      return (Array.isArray(collection.fields) ? (collection.fields as TJson[]) : [])
        .filter((field) => str(field.slug))
        .map((field) => ({ slug: String(field.slug), name: str(field.displayName) ?? String(field.slug), type: str(field.type) ?? 'unknown', required: field.isRequired === true }));
    },

    async publish(connection, post, transport, notes) {
      const { collection_id } = mappingOf(connection);
      const item = await call(transport, connection, {
        method: 'POST',
        path: `/v2/collections${path(collection_id)}/items`,
        query: { skipInvalidFiles: 'true' },
        ...jsonBody({ isArchived: false, isDraft: post.status === 'draft', fieldData: fieldData(connection, post) }),
      });
      return settle(transport, connection, item, post, notes);
    },

    async update(connection, remoteId, post, transport, notes) {
      const { collection_id } = mappingOf(connection);
      const item = await call(transport, connection, {
        method: 'PATCH',
        path: `/v2/collections${path(collection_id, 'items', remoteId)}`,
        query: { skipInvalidFiles: 'true' },
        ...jsonBody({ isArchived: false, isDraft: post.status === 'draft', fieldData: fieldData(connection, post) }),
      });
      return settle(transport, connection, item, post, notes);
    },

    async findBySlug(connection, slug, transport) {
      const { collection_id } = mappingOf(connection);
      const listed = await call(transport, connection, { method: 'GET', path: `/v2/collections${path(collection_id)}/items`, query: { slug, limit: String(PAGE) } });
      const items = Array.isArray(listed.items) ? (listed.items as TJson[]) : [];
      const found = items.find((item) => (item.fieldData as TJson | undefined)?.slug === slug);
      return found ? remoteItem(connection, found, Boolean(found.lastPublished) && !found.isDraft) : null;
    },
  };
  return adapter;
}

export type TWebflowTarget = ReturnType<typeof webflowTarget>;
