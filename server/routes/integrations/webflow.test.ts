import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDelivery, TIntegrationDetails, TWebflowField } from '@core/api/integrations';
import { PLANS } from '@core/plans/planTable';
import { WEBFLOW_NOT_MAPPED } from '../../../integrations/webflow/webflowTarget';
import { assignPlan } from '../../commands/planAssigner';
import type { TApp, TContext } from '../../context';
import { integrations } from '../../db/schema';
import { openConnection } from '../../integrations/integrationStore';
import { buildUser, type TTestUser } from '../../test/factories';
import { startFakeWebflow, type TFakeWebflow, type TFakeWebflowSite } from '../../test/fakeProviders/webflow';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';
import { callAs, details, newDoc, settledDelivery } from './integrationTestHelpers';

// Webflow end to end through the HTTP layer, the publish job and the real client, against a local
// server speaking Webflow's Data API v2: a site token or a sign-in, the collection and its field
// mapping (checked against the collection's real fields), items as drafts or published, updates,
// retries, and the schedule Webflow cannot do.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let webflow: TFakeWebflow;
let sites = 0;

/** A site with a blog collection (body, summary, image; all optional) and a team collection with a required field. */
function newSite(): TFakeWebflowSite {
  sites += 1;
  const site: TFakeWebflowSite = {
    id: `site${sites}`.padEnd(24, '0'),
    displayName: `Garden site ${sites}`,
    shortName: `garden-${sites}`,
    customDomains: sites % 2 ? [{ id: 'd1', url: `www.garden${sites}.example.com` }] : [],
    collections: [
      {
        id: `posts${sites}`.padEnd(24, '0'),
        displayName: 'Blog Posts',
        slug: 'blog-posts',
        fields: [
          { slug: 'post-body', displayName: 'Post Body', type: 'RichText', isRequired: false },
          { slug: 'post-summary', displayName: 'Post Summary', type: 'PlainText', isRequired: false },
          { slug: 'main-image', displayName: 'Main Image', type: 'Image', isRequired: false },
          { slug: 'featured', displayName: 'Featured?', type: 'Switch', isRequired: false },
        ],
      },
      { id: `team${sites}`.padEnd(24, '0'), displayName: 'Team', slug: 'team', fields: [{ slug: 'role', displayName: 'Role', type: 'PlainText', isRequired: true }, { slug: 'bio', displayName: 'Bio', type: 'RichText', isRequired: false }] },
    ],
  };
  webflow.sites.push(site);
  return site;
}

async function writer(name: string): Promise<TTestUser> {
  const user = await buildUser(app, { name });
  await assignPlan(ctx.db, user.unique_id, PLANS.premium_tier_2_monthly_june_2024!);
  return user;
}

async function connectWithToken(user: TTestUser, site = newSite()) {
  const token = `site-token-${user.unique_id}`.padEnd(64, '0');
  webflow.addToken(token, [site.id]);
  const response = await callAs(app, user, 'POST', '/api/integrations/webflow/connect', { uid: user.unique_id, site_token: token });
  expect(response.statusCode, response.body).toBe(200);
  return { site, token, details: response.json<TIntegrationDetails>() };
}

const mapping = (user: TTestUser, site: TFakeWebflowSite, fields: object, collection = site.collections[0]!) =>
  callAs(app, user, 'POST', '/api/integrations/webflow/mapping', { uid: user.unique_id, site_id: site.id, collection_id: collection.id, fields });

async function connectAndMap(user: TTestUser) {
  const connected = await connectWithToken(user);
  const mapped = await mapping(user, connected.site, { body: 'post-body', excerpt: 'post-summary', image: 'main-image' });
  expect(mapped.statusCode, mapped.body).toBe(200);
  return connected;
}

async function publishSettled(user: TTestUser, blogId: string, body: object = {}) {
  const response = await callAs(app, user, 'POST', '/api/integrations/webflow/publish', { uid: user.unique_id, blog_id: blogId, title: 'Home compost', status: 'published', ...body });
  expect(response.statusCode, response.body).toBe(202);
  return settledDelivery(app, user, blogId, response.json<{ delivery: TDelivery }>().delivery.id);
}

/** Where the fake's site is read: its custom domain, else its webflow.io address. */
const siteUrl = (site: TFakeWebflowSite) => (site.customDomains[0] ? `https://${site.customDomains[0].url}` : `https://${site.shortName}.webflow.io`);
const callsSince = (from: number) => webflow.requests.slice(from).map((request) => `${request.method} ${request.path.split('?')[0]}`);
const rowOf = async (user: TTestUser) => (await ctx.db.select().from(integrations).where(and(eq(integrations.ownerId, user.unique_id), eq(integrations.target, 'webflow'))))[0] ?? null;

beforeAll(async () => {
  webflow = await startFakeWebflow();
  ({ app, ctx, close } = await buildTestApp({
    WEBFLOW_CLIENT_ID: webflow.clientId,
    WEBFLOW_CLIENT_SECRET: webflow.clientSecret,
    WEBFLOW_AUTHORIZE_URL: webflow.authorizeUrl,
    WEBFLOW_API_URL: webflow.url,
    PUBLISH_RETRIES: '2',
    PUBLISH_RETRY_DELAY_SECONDS: '0',
    FETCH_TIMEOUT_SECONDS: '2',
    FETCH_ALLOW_PRIVATE: 'true',
  }));
}, 60_000);
afterAll(async () => {
  await close?.();
  await webflow?.close();
});

describe('connecting Webflow', () => {
  it('connects with a site token: its sites and collections, nothing publishable until a collection is mapped', async () => {
    const user = await writer('Tokens');
    const before = await details(app, user);
    expect(before.abilities.webflow).toMatchObject({ configured: true, setup_hint: null, sign_in: true, publish: false });
    // HubSpot has no app on this server: its card says what to set.
    expect(before.abilities.hubspot).toMatchObject({ configured: false, sign_in: false });
    expect(before.abilities.hubspot.setup_hint).toContain('HUBSPOT_CLIENT_ID');

    const bad = await callAs(app, user, 'POST', '/api/integrations/webflow/connect', { uid: user.unique_id, site_token: 'a'.repeat(64) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Webflow refused that token: Request not authorized');
    expect(await rowOf(user)).toBeNull();

    const { site, token, details: connected } = await connectWithToken(user);
    expect(connected.Webflow).toMatchObject({
      auth: 'site_token',
      sites: [
        {
          id: site.id,
          name: site.displayName,
          url: siteUrl(site),
          collections: [
            { id: site.collections[0]!.id, name: 'Blog Posts', slug: 'blog-posts' },
            { id: site.collections[1]!.id, name: 'Team', slug: 'team' },
          ],
        },
      ],
      mapping: null,
      error: null,
    });
    expect(connected.abilities.webflow.publish).toBe(false);
    const row = (await rowOf(user))!;
    expect(row.secret).not.toContain(token);
    expect(JSON.stringify(connected)).not.toContain(token);

    const refused = await callAs(app, user, 'POST', '/api/integrations/webflow/publish', { uid: user.unique_id, blog_id: await newDoc(app, user, 'Unmapped', '<p>Words.</p>'), title: 'Unmapped', status: 'draft' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(WEBFLOW_NOT_MAPPED);
  });

  it('lists a collection’s fields, and checks a mapping against them', async () => {
    const user = await writer('Mapper');
    const { site } = await connectWithToken(user);
    const listed = await callAs(app, user, 'GET', `/api/integrations/webflow/collections/${site.collections[0]!.id}?uid=${user.unique_id}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ fields: TWebflowField[] }>().fields.map((field) => [field.slug, field.type, field.required])).toEqual([
      ['name', 'PlainText', true],
      ['slug', 'PlainText', true],
      ['post-body', 'RichText', false],
      ['post-summary', 'PlainText', false],
      ['main-image', 'Image', false],
      ['featured', 'Switch', false],
    ]);
    expect((await callAs(app, user, 'GET', `/api/integrations/webflow/collections/${'f'.repeat(24)}?uid=${user.unique_id}`)).statusCode).toBe(400);

    const unknown = await mapping(user, site, { body: 'no-such-field' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'fields.body', message: 'The collection has no field “no-such-field”.' });
    const wrongType = await mapping(user, site, { body: 'post-summary' });
    expect(wrongType.json()).toMatchObject({ field: 'fields.body', message: '“Post Summary” is a PlainText field; the body needs a RichText field.' });
    const builtIn = await mapping(user, site, { body: 'post-body', excerpt: 'name' });
    expect(builtIn.json()).toMatchObject({ field: 'fields.excerpt', message: '“name” takes the post’s title; choose another field for the excerpt.' });
    const required = await mapping(user, site, { body: 'bio' }, site.collections[1]!);
    expect(required.statusCode).toBe(400);
    expect(required.json().message).toBe('The collection requires “Role”, which Longform does not fill: make it optional in Webflow or choose another collection.');
    const elsewhere = await callAs(app, user, 'POST', '/api/integrations/webflow/mapping', { uid: user.unique_id, site_id: 'x'.repeat(24), collection_id: site.collections[0]!.id, fields: { body: 'post-body' } });
    expect(elsewhere.json().field).toBe('site_id');
    expect((await rowOf(user))!.details.mapping).toBeNull();

    const good = await mapping(user, site, { body: 'post-body', excerpt: 'post-summary', image: '' });
    expect(good.statusCode, good.body).toBe(200);
    const mapped = good.json<TIntegrationDetails>();
    expect(mapped.Webflow?.mapping).toEqual({ site_id: site.id, collection_id: site.collections[0]!.id, collection_name: 'Blog Posts', fields: { body: 'post-body', excerpt: 'post-summary', image: null } });
    expect(mapped.abilities.webflow.publish).toBe(true);
    expect((await rowOf(user))!.siteKey).toBe(`webflow:${site.id}:${site.collections[0]!.id}`);
  });

  it('signs in with Webflow’s app when it is set up: state bound to the person, tokens sealed', async () => {
    const user = await writer('Signer');
    const site = newSite();
    webflow.signInTo([site.id]);
    const authorize = await callAs(app, user, 'GET', `/api/integrations/webflow/authorize?uid=${user.unique_id}`);
    expect(authorize.statusCode, authorize.body).toBe(200);
    const url = new URL(authorize.json<{ url: string }>().url);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: webflow.clientId, redirect_uri: `${TEST_ORIGIN}/integrations/webflow`, scope: 'sites:read cms:read cms:write' });
    const page = await fetch(url, { redirect: 'manual' });
    const back = new URL(page.headers.get('location')!);
    const saved = await callAs(app, user, 'POST', '/api/integrations/webflow/save-token', { uid: user.unique_id, code: back.searchParams.get('code'), state: back.searchParams.get('state') });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TIntegrationDetails>().Webflow).toMatchObject({ auth: 'oauth', sites: [{ id: site.id, url: siteUrl(site) }], mapping: null });
    const row = (await rowOf(user))!;
    const { accessToken } = openConnection(row, ctx.keys.encryptionKey).secret.oauth as { accessToken: string };
    expect(accessToken).toMatch(/^wf-at-/);
    expect(row.secret).not.toContain(accessToken);
    expect(saved.body).not.toContain(accessToken);
    const replayed = await callAs(app, user, 'POST', '/api/integrations/webflow/save-token', { uid: user.unique_id, code: back.searchParams.get('code'), state: back.searchParams.get('state') });
    expect(replayed.statusCode).toBe(400);
  });

  it('lets nobody else connect, map or read the fields for the account (403)', async () => {
    const owner = await writer('Owner');
    const stranger = await writer('Stranger');
    const { site } = await connectWithToken(owner);
    expect((await callAs(app, stranger, 'POST', '/api/integrations/webflow/connect', { uid: owner.unique_id, site_token: 'b'.repeat(64) })).statusCode).toBe(403);
    expect((await callAs(app, stranger, 'POST', '/api/integrations/webflow/mapping', { uid: owner.unique_id, site_id: site.id, collection_id: site.collections[0]!.id, fields: { body: 'post-body' } })).statusCode).toBe(403);
    expect((await callAs(app, stranger, 'GET', `/api/integrations/webflow/collections/${site.collections[0]!.id}?uid=${owner.unique_id}`)).statusCode).toBe(403);
    expect((await rowOf(owner))!.details.mapping).toBeNull();
  });
});

describe('publishing to Webflow', () => {
  it('saves a draft item with the mapped fields, and does not publish it', async () => {
    const user = await writer('Drafty');
    const { site } = await connectAndMap(user);
    const doc = await newDoc(app, user, 'Draft item', '<h2>Start</h2><p>Compost.</p>');
    const from = webflow.requests.length;
    const { delivery } = await publishSettled(user, doc, { title: 'Draft item', status: 'draft', slug: 'draft-item', excerpt: 'A short summary.', feature_image_url: 'https://images.example.com/heap.jpg' });
    expect(delivery.state, delivery.error ?? '').toBe('done');
    const item = webflow.items.find((candidate) => candidate.fieldData.name === 'Draft item')!;
    expect(item).toMatchObject({ collectionId: site.collections[0]!.id, isDraft: true, lastPublished: null });
    expect(item.fieldData).toEqual({ name: 'Draft item', slug: 'draft-item', 'post-body': '<h2>Start</h2><p>Compost.</p>', 'post-summary': 'A short summary.', 'main-image': { url: 'https://images.example.com/heap.jpg', alt: 'Draft item' } });
    expect(callsSince(from)).toEqual([`POST /v2/collections/${site.collections[0]!.id}/items`]);
    expect(delivery.remote_url).toBeNull();
  });

  it('publishes an item, then updates it in place and publishes it again', async () => {
    const user = await writer('Live');
    const { site } = await connectAndMap(user);
    const collection = site.collections[0]!;
    const doc = await newDoc(app, user, 'Live item', '<p>First words.</p>');
    const from = webflow.requests.length;
    const { delivery } = await publishSettled(user, doc, { title: 'Live item' });
    expect(delivery.state, delivery.error ?? '').toBe('done');
    const item = webflow.items.find((candidate) => candidate.fieldData.name === 'Live item')!;
    expect(item.isDraft).toBe(false);
    expect(item.lastPublished).not.toBeNull();
    expect(callsSince(from)).toEqual([`POST /v2/collections/${collection.id}/items`, `POST /v2/collections/${collection.id}/items/publish`]);
    expect(JSON.parse(webflow.requests.at(-1)!.body)).toEqual({ itemIds: [item.id] });
    expect(delivery.remote_url).toBe(`${siteUrl(site)}/blog-posts/live-item`);

    await callAs(app, user, 'POST', '/api/save/user/copy', { save_id: doc, project_id: user.projects[0]!._id, copy_to_save: '<p>Better words.</p>' });
    const between = webflow.requests.length;
    const { delivery: updated, log } = await publishSettled(user, doc, { title: 'Live item, revised', slug: 'live-item' });
    expect(updated).toMatchObject({ action: 'update', state: 'done' });
    expect(callsSince(between)).toEqual([`PATCH /v2/collections/${collection.id}/items/${item.id}`, `POST /v2/collections/${collection.id}/items/publish`]);
    expect(item.fieldData).toMatchObject({ name: 'Live item, revised', 'post-body': '<p>Better words.</p>' });
    expect(webflow.items.filter((candidate) => String(candidate.fieldData.name).startsWith('Live item'))).toHaveLength(1);
    expect(log.publications).toEqual([expect.objectContaining({ target: 'webflow', remote_id: item.id, remote_status: 'published' })]);
  });

  it('refuses a schedule before any call: Webflow cannot schedule', async () => {
    const user = await writer('Later');
    await connectAndMap(user);
    const from = webflow.requests.length;
    const response = await callAs(app, user, 'POST', '/api/integrations/webflow/publish', {
      uid: user.unique_id,
      blog_id: await newDoc(app, user, 'Later', '<p>Tomorrow.</p>'),
      title: 'Later',
      status: 'scheduled',
      scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'status', message: 'Webflow cannot schedule posts; publish it now or save it as a draft.' });
    expect(webflow.requests.length).toBe(from);
  });

  it('retries a 429 and a 500, then publishes one item', async () => {
    const user = await writer('Retry');
    await connectAndMap(user);
    const doc = await newDoc(app, user, 'Retried item', '<p>Again.</p>');
    webflow.failNextWrites(429);
    webflow.failNextWrites(500);
    const { delivery } = await publishSettled(user, doc, { title: 'Retried item' });
    expect(delivery.state, delivery.error ?? '').toBe('done');
    expect(delivery.attempts.map((attempt) => [attempt.outcome, attempt.http_status])).toEqual([['retry', 429], ['retry', 500], ['ok', null]]);
    expect(webflow.items.filter((candidate) => candidate.fieldData.name === 'Retried item')).toHaveLength(1);
  });

  it('fails at once, naming the field, when Webflow refuses the item; a revoked token marks Webflow refused', async () => {
    const user = await writer('Refused');
    const { site, token } = await connectAndMap(user);
    site.collections[0]!.fields = site.collections[0]!.fields.filter((field) => field.slug !== 'post-summary');
    const doc = await newDoc(app, user, 'Refused item', '<p>Words.</p>');
    const { delivery } = await publishSettled(user, doc, { title: 'Refused item', excerpt: 'Summary.' });
    expect(delivery.state).toBe('failed');
    expect(delivery.error).toBe('Webflow: Validation Error: Field not described in schema');
    expect(delivery.attempts).toHaveLength(1);

    webflow.revokeToken(token);
    const other = await newDoc(app, user, 'Revoked item', '<p>Words.</p>');
    const { delivery: revoked } = await publishSettled(user, other, { title: 'Revoked item' });
    expect(revoked).toMatchObject({ state: 'failed', error: 'Webflow: Request not authorized' });
    const after = await details(app, user);
    expect(after.Webflow?.error).toBe('Request not authorized');
    expect(after.abilities.webflow.publish).toBe(false);
  });

  it('keeps the mapping through a reconnect, so a later publish updates the same item', async () => {
    const user = await writer('Again');
    const { site, token } = await connectAndMap(user);
    const doc = await newDoc(app, user, 'Kept item', '<p>Words.</p>');
    expect((await publishSettled(user, doc, { title: 'Kept item' })).delivery.state).toBe('done');
    webflow.revokeToken(token);
    const fresh = `new-token-${user.unique_id}`.padEnd(64, '1');
    webflow.addToken(fresh, [site.id]);
    const reconnected = await callAs(app, user, 'POST', '/api/integrations/webflow/connect', { uid: user.unique_id, site_token: fresh });
    expect(reconnected.json<TIntegrationDetails>().Webflow?.mapping?.collection_id).toBe(site.collections[0]!.id);
    expect(reconnected.json<TIntegrationDetails>().abilities.webflow.publish).toBe(true);
    const { delivery } = await publishSettled(user, doc, { title: 'Kept item, again', slug: 'kept-item' });
    expect(delivery).toMatchObject({ action: 'update', state: 'done' });
    expect(webflow.items.filter((item) => String(item.fieldData.name).startsWith('Kept item'))).toHaveLength(1);
  });
});
