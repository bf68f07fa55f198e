import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDelivery, TIntegrationDetails } from '@core/api/integrations';
import { PLANS } from '@core/plans/planTable';
import { ghostApi } from '../../integrations/ghost/ghostClient';
import { readPeers } from '../../integrations/testing/peers';
import { wordpressCall } from '../../integrations/wordpress/wordpressClient';
import { assignPlan } from '../commands/planAssigner';
import type { TApp, TContext } from '../context';
import { startLocalSite, type TLocalSite } from '../retrieval/testing/localSite';
import { callAs, newDoc, settledDelivery } from '../routes/integrations/integrationTestHelpers';
import { buildUser, type TTestUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { IntegrationError, type TApiTransport } from '../../integrations/transport';
import { apiTransport } from './apiTransport';

// Publishing against the real Ghost and the real WordPress that run on this machine
// (scripts/peers/peers.sh up): connect through the HTTP layer, publish a doc through the job, check
// the post on the target with its own API, update it, and the refusals of wrong credentials.
const peers = readPeers();
const transport = apiTransport({ allowPrivate: true, maxBytes: 10_000_000, timeoutMs: 20_000 });
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let images: TLocalSite;
let writer: TTestUser;

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

beforeAll(async () => {
  if (!peers.ghost && !peers.wordpress) return;
  images = await startLocalSite({ '/cover.png': { type: 'image/png', body: PNG }, '/cover.txt': { type: 'text/plain', body: 'not an image' } });
  ({ app, ctx, close } = await buildTestApp({ FETCH_ALLOW_PRIVATE: 'true', PUBLISH_RETRY_DELAY_SECONDS: '0' }));
  writer = await buildUser(app, { name: 'Peer Writer' });
  await assignPlan(ctx.db, writer.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
}, 120_000);
afterAll(async () => {
  await close?.();
  await images?.close();
});

/**
 * The answer of the first create of a post is lost after the target made it (as when a connection
 * drops): the job retries, must find that post by its slug and edit it, not make a second.
 */
function loseFirstCreateAnswer(isCreate: (method: string, url: string) => boolean): () => void {
  const real = ctx.integrations.transport;
  let lost = false;
  const wrapped: TApiTransport = async (request, signal) => {
    const response = await real(request, signal);
    if (!lost && isCreate(request.method, request.url) && response.status < 300) {
      lost = true;
      throw new IntegrationError('The site took too long to answer.', 'unreachable', null, true);
    }
    return response;
  };
  ctx.integrations.transport = wrapped;
  return () => void (ctx.integrations.transport = real);
}

async function publish(target: 'ghost' | 'wordpress', blogId: string, body: object): Promise<TDelivery> {
  const response = await callAs(app, writer, 'POST', `/api/integrations/${target}/publish`, { uid: writer.unique_id, blog_id: blogId, ...body });
  expect(response.statusCode, response.body).toBe(202);
  const { delivery } = await settledDelivery(app, writer, blogId, response.json().delivery.id, 60_000);
  expect(delivery.state, JSON.stringify(delivery)).toBe('done');
  return delivery;
}

describe.runIf(peers.ghost)('Ghost (real)', () => {
  const ghost = peers.ghost!;
  const admin = () => ghostApi(ghost.url, ghost.adminKey, transport);

  it('refuses a key Ghost does not know, with the spec’s "[Ghost]: " prefix', async () => {
    const wrong = `${'0'.repeat(24)}:${'1'.repeat(64)}`;
    const response = await callAs(app, writer, 'POST', '/api/integrations/ghost/connect', { uid: writer.unique_id, api_url: ghost.url, admin_api_key: wrong });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('[Ghost]: Unknown Admin API Key');
  });

  it('connects, publishes a doc as a draft, updates it to published with tags, and disconnects', async () => {
    const connected = await callAs(app, writer, 'POST', '/api/integrations/ghost/connect', { uid: writer.unique_id, api_url: `${ghost.url}/ghost/`, admin_api_key: ghost.adminKey, content_api_key: ghost.contentKey });
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.json<TIntegrationDetails>().Ghost).toMatchObject({ api_url: ghost.url, content_api_key: ghost.contentKey, error: null });
    expect(connected.body).not.toContain(ghost.adminKey.split(':')[1]);

    const doc = await newDoc(app, writer, 'Compost at home', '<h2>Why</h2><p>Compost is ready in 2 to 6 months.</p>');
    const slug = `compost-at-home-${Date.now()}`;
    const draft = await publish('ghost', doc, { title: 'Compost at home', slug, status: 'draft', excerpt: 'A short guide.', tags: [] });
    expect(draft.action).toBe('publish');
    const [first] = (await (await callAs(app, writer, 'GET', `/api/integrations/deliveries?blog_id=${doc}`)).json()).publications;
    const post = await admin().posts.read({ id: first.remote_id }, { formats: 'html' });
    expect(post).toMatchObject({ title: 'Compost at home', slug, status: 'draft', custom_excerpt: 'A short guide.' });
    expect(String(post.html)).toContain('Compost is ready in 2 to 6 months.');

    const updated = await publish('ghost', doc, { title: 'Compost at home, updated', slug, status: 'published', tags: ['compost', 'garden'] });
    expect(updated.action).toBe('update');
    const after = await admin().posts.read({ id: first.remote_id }, { include: 'tags' });
    expect(after).toMatchObject({ id: first.remote_id, title: 'Compost at home, updated', status: 'published' });
    expect((after.tags as { name: string }[]).map((tag) => tag.name)).toEqual(['compost', 'garden']);
    expect(updated.remote_url).toBe(after.url);
    const page = await fetch(String(after.url));
    expect(page.status).toBe(200);

    const disconnected = await callAs(app, writer, 'POST', '/api/integrations/ghost/disconnect', { uid: writer.unique_id });
    expect(disconnected.json<TIntegrationDetails>().Ghost).toBeNull();
  });
});

describe.runIf(peers.ghost)('Ghost (real), an answer lost', () => {
  it('publishes once when the answer of the create was lost: the retry finds the post by its slug', async () => {
    const ghost = peers.ghost!;
    const connected = await callAs(app, writer, 'POST', '/api/integrations/ghost/connect', { uid: writer.unique_id, api_url: ghost.url, admin_api_key: ghost.adminKey });
    expect(connected.statusCode, connected.body).toBe(200);
    const doc = await newDoc(app, writer, 'Lost answer', '<p>Only one of me.</p>');
    const slug = `lost-answer-${Date.now()}`;
    const restore = loseFirstCreateAnswer((method, url) => method === 'POST' && url.includes('/posts/?'));
    try {
      const delivery = await publish('ghost', doc, { title: 'Lost answer', slug, status: 'draft', tags: [] });
      expect(delivery.attempts.map((attempt) => attempt.outcome)).toEqual(['retry', 'ok']);
    } finally {
      restore();
    }
    const found = await ghostApi(ghost.url, ghost.adminKey, transport).posts.browse({ filter: `slug:~'lost-answer'`, limit: 50 });
    expect(found.filter((post) => String(post.slug).startsWith(slug))).toHaveLength(1);
  });
});

describe.runIf(peers.wordpress)('WordPress (real)', () => {
  const wp = peers.wordpress!;
  const auth = { baseUrl: wp.url, username: wp.user, applicationPassword: wp.appPassword };
  const read = async (id: string) => (await wordpressCall(transport, auth, { method: 'GET', route: `/wp/v2/posts/${id}`, query: { context: 'edit' } })).raw;

  it('refuses a wrong application password', async () => {
    const response = await callAs(app, writer, 'POST', '/api/integrations/wordpress/connect', { uid: writer.unique_id, wordpress_url: wp.url, username: wp.user, application_password: 'abcd efgh ijkl mnop qrst uvwx' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('WordPress refused that user name and application password.');
  });

  it('connects, publishes with tags and a featured image, schedules, updates, and records the post id on the doc', async () => {
    const connected = await callAs(app, writer, 'POST', '/api/integrations/wordpress/connect', { uid: writer.unique_id, wordpress_url: `${wp.url}/wp-admin/`, username: wp.user, application_password: wp.appPassword });
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.json<TIntegrationDetails>().Wordpress).toMatchObject({ wordpress_url: wp.url, username: wp.user });

    const doc = await newDoc(app, writer, 'Worm bins', '<h2>Start small</h2><p>A worm bin fits under a sink.</p>');
    const slug = `worm-bins-${Date.now()}`;
    const published = await publish('wordpress', doc, { title: 'Worm bins', slug, status: 'published', excerpt: 'Worms at home.', tags: ['compost', 'worms'], feature_image_url: `${images.origin}/cover.png` });
    const saved = await callAs(app, writer, 'GET', `/api/get/saved/copy/internal?copy_id=${doc}`);
    const postId = saved.json().copy.meta_data.wordpress_post_id as string;
    expect(postId).toMatch(/^\d+$/);
    const post = await read(postId);
    expect(post).toMatchObject({ slug, status: 'publish', link: published.remote_url });
    expect((post.title as { raw: string }).raw).toBe('Worm bins');
    expect((post.content as { raw: string }).raw).toContain('A worm bin fits under a sink.');
    expect(Number(post.featured_media)).toBeGreaterThan(0);
    expect((post.tags as number[]).length).toBe(2);

    // The same tags again reuse the site's terms; a refused image leaves a note and the post goes out.
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const update = await publish('wordpress', doc, { title: 'Worm bins, revised', slug, status: 'scheduled', scheduled_at: later, tags: ['compost', 'worms'], feature_image_url: `${images.origin}/cover.txt` });
    expect(update.action).toBe('update');
    expect(update.attempts.at(-1)!.message).toContain('The featured image was not used');
    const after = await read(postId);
    expect(after).toMatchObject({ id: Number(postId), status: 'future' });
    expect(after.tags).toEqual(post.tags);
    expect(Date.parse(`${String(after.date_gmt)}Z`)).toBe(Math.floor(Date.parse(later) / 1_000) * 1_000);
  });

  it('publishes once when the answer of the create was lost: the retry finds the post by its slug', async () => {
    const doc = await newDoc(app, writer, 'Lost on WordPress', '<p>Only one of me.</p>');
    const slug = `lost-on-wordpress-${Date.now()}`;
    const restore = loseFirstCreateAnswer((method, url) => method === 'POST' && url.endsWith('rest_route=/wp/v2/posts'));
    try {
      const delivery = await publish('wordpress', doc, { title: 'Lost on WordPress', slug, status: 'draft', tags: [] });
      expect(delivery.attempts.map((attempt) => attempt.outcome)).toEqual(['retry', 'ok']);
    } finally {
      restore();
    }
    const { body } = await wordpressCall(transport, auth, { method: 'GET', route: '/wp/v2/posts', query: { search: 'Lost on WordPress', status: 'draft', context: 'edit' } });
    expect((body as { slug: string }[]).filter((post) => post.slug.startsWith(slug))).toHaveLength(1);
  });
});

describe.runIf(!peers.ghost && !peers.wordpress)('publishing peers', () => {
  it('are running (scripts/peers/peers.sh up)', () => {
    expect(process.env.CI, 'CI must start the real Ghost and WordPress before this suite (scripts/peers/peers.sh up)').toBeFalsy();
  });
});
