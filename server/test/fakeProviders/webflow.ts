import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type TFakeWebflowField = { slug: string; displayName: string; type: string; isRequired: boolean };
export type TFakeWebflowCollection = { id: string; displayName: string; slug: string; fields: TFakeWebflowField[] };
export type TFakeWebflowSite = { id: string; displayName: string; shortName: string; customDomains: { id: string; url: string }[]; collections: TFakeWebflowCollection[] };
export type TFakeWebflowItem = { id: string; collectionId: string; isDraft: boolean; isArchived: boolean; fieldData: Record<string, unknown>; createdOn: string; lastUpdated: string; lastPublished: string | null };

export type TFakeWebflow = {
  /** The API base, as WEBFLOW_API_URL (paths start with /v2). */
  url: string;
  /** Its sign-in page, as WEBFLOW_AUTHORIZE_URL: sends the browser straight back with a code for the sites of `signInTo`. */
  authorizeUrl: string;
  clientId: string;
  clientSecret: string;
  sites: TFakeWebflowSite[];
  /** A site API token (or an app's access token) reaching these sites. */
  addToken: (token: string, siteIds: string[]) => void;
  revokeToken: (token: string) => void;
  /** The sites the next sign-in at the authorize page grants. */
  signInTo: (siteIds: string[]) => void;
  items: TFakeWebflowItem[];
  /** Every request: method, path with query, the Authorization header and the body. */
  requests: { method: string; path: string; authorization: string | undefined; body: string }[];
  /** The next `count` item writes (create, update, publish) answer this status (429, 500 …) before doing anything. */
  failNextWrites: (status: number, count?: number) => void;
  close: () => Promise<void>;
};

const send = (res: http.ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
/** Webflow's error envelope: {code, message, externalReference, details}. */
const error = (res: http.ServerResponse, status: number, code: string, message: string, details: unknown[] = []) => send(res, status, { code, message, externalReference: null, details });

/**
 * A local server speaking Webflow's Data API v2 and OAuth (../shared/peers/README.md §3.3): Bearer
 * tokens (401 not_authorized), sites, collections with their fields, items (create staged or draft,
 * update, list with the slug filter, publish), field validation against the collection (unknown
 * field or a missing required one → 400 validation_error), the authorize page (302 back with code
 * and state) and POST /oauth/access_token (JSON; Webflow's tokens do not expire and there is no
 * refresh grant), and 429/5xx injection on item writes.
 */
export async function startFakeWebflow(options: { port?: number } = {}): Promise<TFakeWebflow> {
  const clientId = 'webflow-client-id';
  const clientSecret = 'webflow-client-secret';
  const tokens = new Map<string, string[]>();
  const codes = new Map<string, { siteIds: string[]; redirectUri: string }>();
  const sites: TFakeWebflowSite[] = [];
  const items: TFakeWebflowItem[] = [];
  const requests: TFakeWebflow['requests'] = [];
  const failures: number[] = [];
  let grant: string[] = [];
  const objectId = () => crypto.randomBytes(12).toString('hex');

  const collectionOf = (siteIds: string[], id: string) => sites.filter((site) => siteIds.includes(site.id)).flatMap((site) => site.collections).find((collection) => collection.id === id);

  /** Webflow's checks of fieldData against the collection's fields. */
  function invalidFields(collection: TFakeWebflowCollection, fieldData: Record<string, unknown>, creating: boolean, skipInvalidFiles: boolean) {
    const problems: { param: string; description: string }[] = [];
    for (const [slug, value] of Object.entries(fieldData)) {
      const field = collection.fields.find((item) => item.slug === slug);
      if (!field) problems.push({ param: slug, description: 'Field not described in schema' });
      else if (field.type === 'Image' && value !== null) {
        const url = typeof value === 'string' ? value : (value as { url?: unknown }).url;
        if (typeof url !== 'string' || !/^https?:\/\//.test(url) || url.includes('invalid')) {
          if (skipInvalidFiles) delete fieldData[slug];
          else problems.push({ param: slug, description: 'Remote file could not be fetched' });
        }
      } else if ((field.type === 'PlainText' || field.type === 'RichText') && typeof value !== 'string') problems.push({ param: slug, description: 'Expected a string' });
    }
    if (creating) for (const field of collection.fields) if (field.isRequired && (fieldData[field.slug] === undefined || fieldData[field.slug] === '')) problems.push({ param: field.slug, description: 'Field is required' });
    return problems;
  }

  const itemView = (item: TFakeWebflowItem) => ({ id: item.id, cmsLocaleId: '653ad57de882f528b32e810e', lastPublished: item.lastPublished, lastUpdated: item.lastUpdated, createdOn: item.createdOn, isArchived: item.isArchived, isDraft: item.isDraft, fieldData: item.fieldData });

  function apiRoute(req: http.IncomingMessage, res: http.ServerResponse, url: URL, raw: string, siteIds: string[]) {
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const body = () => {
      try {
        return JSON.parse(raw || '{}') as Record<string, unknown>;
      } catch {
        return null;
      }
    };
    if (method === 'GET' && path === '/v2/sites') {
      return send(res, 200, {
        sites: sites.filter((site) => siteIds.includes(site.id)).map((site) => ({ id: site.id, workspaceId: 'ws1', displayName: site.displayName, shortName: site.shortName, previewUrl: '', timeZone: 'UTC', createdOn: '2025-01-01T00:00:00.000Z', lastUpdated: '2025-01-01T00:00:00.000Z', lastPublished: '2025-01-02T00:00:00.000Z', customDomains: site.customDomains, locales: null })),
      });
    }
    const siteCollections = /^\/v2\/sites\/([^/]+)\/collections$/.exec(path);
    if (method === 'GET' && siteCollections) {
      const site = sites.find((item) => item.id === siteCollections[1] && siteIds.includes(item.id));
      if (!site) return error(res, 404, 'resource_not_found', 'Requested resource not found: The site cannot be found');
      return send(res, 200, { collections: site.collections.map((collection) => ({ id: collection.id, displayName: collection.displayName, singularName: collection.displayName, slug: collection.slug, createdOn: '2025-01-01T00:00:00.000Z', lastUpdated: '2025-01-01T00:00:00.000Z' })) });
    }
    const collectionPath = /^\/v2\/collections\/([^/]+)(\/items(?:\/(publish|[^/]+))?)?$/.exec(path);
    const collection = collectionPath ? collectionOf(siteIds, collectionPath[1]!) : undefined;
    if (collectionPath && !collection) return error(res, 404, 'collection_not_found', 'Requested resource not found: The collection cannot be found');
    if (!collection || !collectionPath) return error(res, 404, 'route_not_found', `Route not found: ${method} ${path}`);
    if (method === 'GET' && !collectionPath[2]) {
      const builtIn = [
        { id: 'f-name', isEditable: true, isRequired: true, type: 'PlainText', slug: 'name', displayName: 'Name', helpText: null },
        { id: 'f-slug', isEditable: true, isRequired: true, type: 'PlainText', slug: 'slug', displayName: 'Slug', helpText: null },
      ];
      return send(res, 200, { id: collection.id, displayName: collection.displayName, singularName: collection.displayName, slug: collection.slug, fields: [...builtIn, ...collection.fields.map((field) => ({ id: `f-${field.slug}`, isEditable: true, helpText: null, ...field }))] });
    }
    if (method === 'GET' && collectionPath[2] === '/items') {
      const slug = url.searchParams.get('slug');
      const listed = items.filter((item) => item.collectionId === collection.id && (slug === null || item.fieldData.slug === slug));
      const limit = Number(url.searchParams.get('limit') ?? 100);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return send(res, 200, { items: listed.slice(offset, offset + limit).map(itemView), pagination: { limit, offset, total: listed.length } });
    }
    // Item writes: failures injected here.
    const failure = failures.shift();
    if (failure) return error(res, failure, failure === 429 ? 'too_many_requests' : 'internal_error', failure === 429 ? 'Too many requests' : 'An internal error occurred');
    const parsed = body();
    if (!parsed) return error(res, 400, 'validation_error', 'Validation Error', ['Invalid JSON']);
    const schemaFields: TFakeWebflowCollection = { ...collection, fields: [{ slug: 'name', displayName: 'Name', type: 'PlainText', isRequired: true }, { slug: 'slug', displayName: 'Slug', type: 'PlainText', isRequired: true }, ...collection.fields] };
    const skip = url.searchParams.get('skipInvalidFiles') === 'true';
    if (method === 'POST' && collectionPath[2] === '/items') {
      const fieldData = { ...((parsed.fieldData as Record<string, unknown> | undefined) ?? {}) };
      const problems = invalidFields(schemaFields, fieldData, true, skip);
      if (problems.length) return error(res, 400, 'validation_error', 'Validation Error', problems);
      if (items.some((item) => item.collectionId === collection.id && item.fieldData.slug === fieldData.slug)) return error(res, 409, 'duplicate_value', 'Unique value is already in database', [{ param: 'slug', description: `'${String(fieldData.slug)}' is already in use` }]);
      const now = new Date().toISOString();
      const item: TFakeWebflowItem = { id: objectId(), collectionId: collection.id, isDraft: parsed.isDraft === true, isArchived: parsed.isArchived === true, fieldData, createdOn: now, lastUpdated: now, lastPublished: null };
      items.push(item);
      return send(res, 202, itemView(item));
    }
    if (method === 'POST' && collectionPath[3] === 'publish') {
      const ids = Array.isArray(parsed.itemIds) ? parsed.itemIds.map(String) : [];
      const published: string[] = [];
      const errors: string[] = [];
      for (const id of ids) {
        const item = items.find((candidate) => candidate.id === id && candidate.collectionId === collection.id);
        if (!item) errors.push(`Item ${id} not found`);
        else {
          Object.assign(item, { isDraft: false, lastPublished: new Date().toISOString() });
          published.push(id);
        }
      }
      return send(res, 202, { publishedItemIds: published, errors });
    }
    if (method === 'PATCH' && collectionPath[3]) {
      const item = items.find((candidate) => candidate.id === collectionPath[3] && candidate.collectionId === collection.id);
      if (!item) return error(res, 404, 'item_not_found', 'Requested resource not found: The item cannot be found');
      const fieldData = { ...((parsed.fieldData as Record<string, unknown> | undefined) ?? {}) };
      const problems = invalidFields(schemaFields, fieldData, false, skip);
      if (problems.length) return error(res, 400, 'validation_error', 'Validation Error', problems);
      Object.assign(item.fieldData, fieldData);
      if (typeof parsed.isDraft === 'boolean') item.isDraft = parsed.isDraft;
      item.lastUpdated = new Date().toISOString();
      return send(res, 200, itemView(item));
    }
    return error(res, 404, 'route_not_found', `Route not found: ${method} ${path}`);
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push({ method: req.method ?? 'GET', path: `${url.pathname}${url.search}`, authorization: req.headers.authorization, body: raw });
      if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
        const redirectUri = url.searchParams.get('redirect_uri');
        if (url.searchParams.get('client_id') !== clientId || !redirectUri) return send(res, 400, { error: 'invalid_client', error_description: 'Unknown client_id or missing redirect_uri' });
        const code = `wf-code-${objectId()}`;
        codes.set(code, { siteIds: grant, redirectUri });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        return void res.writeHead(302, { location: back.toString() }).end();
      }
      if (req.method === 'POST' && url.pathname === '/oauth/access_token') {
        let body: Record<string, string> = {};
        try {
          body = JSON.parse(raw) as Record<string, string>;
        } catch {
          return send(res, 400, { error: 'invalid_request', error_description: 'The body is not JSON' });
        }
        if (body.client_id !== clientId || body.client_secret !== clientSecret) return send(res, 401, { error: 'invalid_client', error_description: 'Invalid client credentials' });
        if (body.grant_type !== 'authorization_code') return send(res, 400, { error: 'unsupported_grant_type', error_description: 'Only authorization_code is supported' });
        const code = codes.get(body.code ?? '');
        codes.delete(body.code ?? '');
        if (!code || (body.redirect_uri && body.redirect_uri !== code.redirectUri)) return send(res, 400, { error: 'invalid_grant', error_description: 'Invalid authorization code' });
        const token = `wf-at-${objectId()}`;
        tokens.set(token, code.siteIds);
        return send(res, 200, { access_token: token, token_type: 'bearer', scope: 'sites:read cms:read cms:write' });
      }
      if (!url.pathname.startsWith('/v2/')) return error(res, 404, 'route_not_found', 'Route not found');
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const siteIds = bearer ? tokens.get(bearer) : undefined;
      if (!siteIds) return error(res, 401, 'not_authorized', 'Request not authorized');
      return apiRoute(req, res, url, raw, siteIds);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    authorizeUrl: `http://127.0.0.1:${port}/oauth/authorize`,
    clientId,
    clientSecret,
    sites,
    addToken: (token, siteIds) => void tokens.set(token, siteIds),
    revokeToken: (token) => void tokens.delete(token),
    signInTo: (siteIds) => void (grant = siteIds),
    items,
    requests,
    failNextWrites: (status, count = 1) => failures.push(...Array.from({ length: count }, () => status)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
