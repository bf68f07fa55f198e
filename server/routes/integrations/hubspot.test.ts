import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INTEGRATION_MESSAGES, type TDelivery, type TIntegrationDetails } from '@core/api/integrations';
import { PLANS } from '@core/plans/planTable';
import { HUBSPOT_NO_BLOG } from '../../../integrations/hubspot/hubspotTarget';
import { assignPlan } from '../../commands/planAssigner';
import type { TApp, TContext } from '../../context';
import { integrations, oauthStates } from '../../db/schema';
import { openConnection } from '../../integrations/integrationStore';
import { buildUser, type TTestUser } from '../../test/factories';
import { startFakeHubspot, type TFakeHubspot, type TFakeHubspotAccount } from '../../test/fakeProviders/hubspot';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';
import { callAs, details, newDoc, settledDelivery } from './integrationTestHelpers';

// HubSpot end to end through the HTTP layer, the publish job and the real client, against a local
// server speaking HubSpot's OAuth and CMS v3 blog APIs: sign-in (state checks), blogs, publishing
// as draft, live and scheduled, updates, retries, token refresh and a revoked sign-in.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let hubspot: TFakeHubspot;
let accounts = 0;

const account = (overrides: Partial<TFakeHubspotAccount> = {}): TFakeHubspotAccount => {
  accounts += 1;
  return {
    hubId: 4_000_000 + accounts,
    hubDomain: `writer${accounts}.hs-sites.com`,
    user: `writer${accounts}@example.com`,
    blogs: [
      { id: `${9_000 + accounts * 10}`, name: 'Main blog', slug: 'blog' },
      { id: `${9_001 + accounts * 10}`, name: 'News', slug: 'news' },
    ],
    ...overrides,
  };
};

async function writer(name: string): Promise<TTestUser> {
  const user = await buildUser(app, { name });
  await assignPlan(ctx.db, user.unique_id, PLANS.premium_tier_2_monthly_june_2024!);
  return user;
}

/** GET authorize, then the fake's sign-in page as the browser would follow it: answers the code and state it sent back. */
async function signInAt(user: TTestUser, as: TFakeHubspotAccount | null) {
  const authorize = await callAs(app, user, 'GET', `/api/integrations/hubspot/authorize?uid=${user.unique_id}`);
  expect(authorize.statusCode, authorize.body).toBe(200);
  hubspot.signInAs(as);
  const page = await fetch(authorize.json<{ url: string }>().url, { redirect: 'manual' });
  expect(page.status).toBe(302);
  const back = new URL(page.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${TEST_ORIGIN}/integrations/hubspot`);
  return { code: back.searchParams.get('code'), state: back.searchParams.get('state')!, error: back.searchParams.get('error') };
}

async function connectHubspot(user: TTestUser, as: TFakeHubspotAccount = account()): Promise<TIntegrationDetails> {
  const { code, state } = await signInAt(user, as);
  const saved = await callAs(app, user, 'POST', '/api/integrations/hubspot/save-token', { uid: user.unique_id, code, state });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
}

const rowOf = async (user: TTestUser) => (await ctx.db.select().from(integrations).where(and(eq(integrations.ownerId, user.unique_id), eq(integrations.target, 'hubspot'))))[0] ?? null;

async function publish(user: TTestUser, blogId: string, body: object = {}) {
  return callAs(app, user, 'POST', '/api/integrations/hubspot/publish', { uid: user.unique_id, blog_id: blogId, title: 'Home compost', status: 'published', ...body });
}

async function publishSettled(user: TTestUser, blogId: string, body: object = {}) {
  const response = await publish(user, blogId, body);
  expect(response.statusCode, response.body).toBe(202);
  return settledDelivery(app, user, blogId, response.json<{ delivery: TDelivery }>().delivery.id);
}

/** The fake's requests since `from`, as "METHOD /path" without the query. */
const callsSince = (from: number) => hubspot.requests.slice(from).map((request) => `${request.method} ${request.path.split('?')[0]}`);

beforeAll(async () => {
  hubspot = await startFakeHubspot();
  ({ app, ctx, close } = await buildTestApp({
    HUBSPOT_CLIENT_ID: hubspot.clientId,
    HUBSPOT_CLIENT_SECRET: hubspot.clientSecret,
    HUBSPOT_AUTHORIZE_URL: hubspot.authorizeUrl,
    HUBSPOT_API_URL: hubspot.url,
    PUBLISH_RETRIES: '2',
    PUBLISH_RETRY_DELAY_SECONDS: '0',
    FETCH_TIMEOUT_SECONDS: '2',
    FETCH_ALLOW_PRIVATE: 'true',
  }));
}, 60_000);
afterAll(async () => {
  await close?.();
  await hubspot?.close();
});
beforeEach(() => {
  hubspot.pushLiveIgnoresNewPosts = false;
  hubspot.setAccessTokenSeconds(1_800);
});

describe('signing in with HubSpot', () => {
  it('sends the person to HubSpot with a fresh state, the content scope and no PKCE', async () => {
    const user = await writer('Auth');
    const first = await callAs(app, user, 'GET', `/api/integrations/hubspot/authorize?uid=${user.unique_id}`);
    const second = await callAs(app, user, 'GET', `/api/integrations/hubspot/authorize?uid=${user.unique_id}`);
    const url = new URL(first.json<{ url: string }>().url);
    expect(`${url.origin}${url.pathname}`).toBe(hubspot.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: hubspot.clientId, redirect_uri: `${TEST_ORIGIN}/integrations/hubspot`, scope: 'content oauth', response_type: 'code' });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    expect(url.searchParams.get('state')).not.toBe(new URL(second.json<{ url: string }>().url).searchParams.get('state'));
    expect(url.searchParams.has('code_challenge')).toBe(false);

    const before = await details(app, user);
    expect(before.Hubspot).toBeNull();
    expect(before.abilities.hubspot).toMatchObject({ configured: true, setup_hint: null, sign_in: true, publish: false });
  });

  it('refuses a wrong, someone else’s, expired or replayed state, and stores nothing', async () => {
    const user = await writer('States');
    const other = await writer('Other');
    const post = (body: object) => callAs(app, user, 'POST', '/api/integrations/hubspot/save-token', { uid: user.unique_id, ...body });

    const { code } = await signInAt(user, account());
    const wrong = await post({ code, state: 'not-the-state-we-sent' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'state', message: 'This HubSpot sign-in has expired or was already used. Start again from the Integrations page.' });

    const theirs = await signInAt(other, account());
    expect((await post({ code: theirs.code, state: theirs.state })).statusCode).toBe(400);

    const old = await signInAt(user, account());
    await ctx.db.update(oauthStates).set({ createdAt: new Date(Date.now() - 20 * 60_000) }).where(eq(oauthStates.state, old.state));
    expect((await post({ code: old.code, state: old.state })).statusCode).toBe(400);
    expect(await rowOf(user)).toBeNull();

    const good = await signInAt(user, account());
    expect((await post({ code: good.code, state: good.state })).statusCode).toBe(200);
    const replayed = await post({ code: good.code, state: good.state });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().field).toBe('state');
  });

  it('stores the account and its blogs, the first blog chosen, the tokens sealed', async () => {
    const user = await writer('Connie');
    const as = account();
    const connected = await connectHubspot(user, as);
    expect(connected.Hubspot).toMatchObject({
      hub_id: String(as.hubId),
      hub_domain: as.hubDomain,
      user: as.user,
      blogs: [
        { id: as.blogs[0]!.id, name: 'Main blog', url: `https://${as.hubDomain}/blog` },
        { id: as.blogs[1]!.id, name: 'News', url: `https://${as.hubDomain}/news` },
      ],
      blog_id: as.blogs[0]!.id,
      error: null,
    });
    expect(connected.abilities.hubspot.publish).toBe(true);
    const row = (await rowOf(user))!;
    expect(row.siteKey).toBe(`hubspot:${as.hubId}`);
    const tokens = openConnection(row, ctx.keys.encryptionKey).secret.oauth as { accessToken: string; refreshToken: string };
    expect(row.secret).not.toContain(tokens.accessToken);
    expect(row.secret).not.toContain(tokens.refreshToken);
    expect(JSON.stringify(connected)).not.toContain(tokens.accessToken);

    const chosen = await callAs(app, user, 'POST', '/api/integrations/hubspot/blog', { uid: user.unique_id, blog_id: as.blogs[1]!.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<TIntegrationDetails>().Hubspot?.blog_id).toBe(as.blogs[1]!.id);
    // Signing in again to the same account keeps the chosen blog.
    expect((await connectHubspot(user, as)).Hubspot?.blog_id).toBe(as.blogs[1]!.id);
    const unknown = await callAs(app, user, 'POST', '/api/integrations/hubspot/blog', { uid: user.unique_id, blog_id: '123' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('blog_id');
  });

  it('refuses an account with no signed-in user, and says so in spec §8 words', async () => {
    const user = await writer('Nobody');
    const { code, state } = await signInAt(user, account({ user: null }));
    const saved = await callAs(app, user, 'POST', '/api/integrations/hubspot/save-token', { uid: user.unique_id, code, state });
    expect(saved.statusCode).toBe(422);
    expect(saved.json().message).toBe(INTEGRATION_MESSAGES.hubspot.noUser);
    expect(await rowOf(user)).toBeNull();
  });

  it('connects an account with no blog, and refuses to publish until it has one', async () => {
    const user = await writer('Blogless');
    const connected = await connectHubspot(user, account({ blogs: [] }));
    expect(connected.Hubspot).toMatchObject({ blogs: [], blog_id: null });
    expect(connected.abilities.hubspot.publish).toBe(false);
    const refused = await publish(user, await newDoc(app, user, 'No blog', '<p>Words.</p>'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(HUBSPOT_NO_BLOG);
  });

  it('lets nobody else sign in, choose a blog or disconnect for the account (403)', async () => {
    const owner = await writer('Owner');
    const stranger = await writer('Stranger');
    await connectHubspot(owner);
    expect((await callAs(app, stranger, 'GET', `/api/integrations/hubspot/authorize?uid=${owner.unique_id}`)).statusCode).toBe(403);
    expect((await callAs(app, stranger, 'POST', '/api/integrations/hubspot/save-token', { uid: owner.unique_id, code: 'c', state: 's' })).statusCode).toBe(403);
    expect((await callAs(app, stranger, 'POST', '/api/integrations/hubspot/blog', { uid: owner.unique_id, blog_id: '1' })).statusCode).toBe(403);
    expect((await callAs(app, stranger, 'POST', `/api/integrations/hubspot/disconnect?uid=${owner.unique_id}`)).statusCode).toBe(403);
    expect((await publish(stranger, await newDoc(app, stranger, 'Theirs', '<p>Words.</p>'), { uid: owner.unique_id })).statusCode).toBe(403);
    expect(await rowOf(owner)).not.toBeNull();
  });

  it('disconnects with the uid in the query (spec §7 /hubspot/disconnect?uid)', async () => {
    const user = await writer('Leaving');
    await connectHubspot(user);
    const response = await callAs(app, user, 'POST', `/api/integrations/hubspot/disconnect?uid=${user.unique_id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TIntegrationDetails>().Hubspot).toBeNull();
    expect(await rowOf(user)).toBeNull();
  });
});

describe('publishing to HubSpot', () => {
  it('saves a draft: the post is made in the chosen blog with its fields and tags, and not pushed live', async () => {
    const user = await writer('Drafty');
    const as = account();
    await connectHubspot(user, as);
    const doc = await newDoc(app, user, 'Home compost', '<h2>Start</h2><p>Compost is ready in 2 to 6 months.</p>');
    const from = hubspot.requests.length;
    const { delivery } = await publishSettled(user, doc, {
      status: 'draft',
      slug: 'home-compost',
      excerpt: 'How to start a compost heap.',
      tags: ['Compost', 'garden'],
      feature_image_url: 'https://images.example.com/heap.jpg',
    });
    expect(delivery.state, delivery.error ?? '').toBe('done');
    const post = hubspot.posts.find((item) => item.name === 'Home compost' && item.contentGroupId === as.blogs[0]!.id)!;
    expect(post).toMatchObject({ slug: 'home-compost', postBody: '<h2>Start</h2><p>Compost is ready in 2 to 6 months.</p>', metaDescription: 'How to start a compost heap.', featuredImage: 'https://images.example.com/heap.jpg', currentState: 'DRAFT' });
    expect(post.tagIds).toEqual(['Compost', 'garden'].map((name) => Number(hubspot.tags.find((tag) => tag.name === name)!.id)));
    expect(callsSince(from)).toEqual(['GET /cms/v3/blogs/tags', 'POST /cms/v3/blogs/tags', 'POST /cms/v3/blogs/tags', 'POST /cms/v3/blogs/posts']);
    expect(delivery.remote_url).toBe(`https://${as.hubDomain}/blog/home-compost`);
    expect(hubspot.requests.slice(from).every((request) => request.authorization?.startsWith('Bearer at-'))).toBe(true);
  });

  it('publishes now: made, pushed live and read back as published; a second publish edits the draft and pushes it live', async () => {
    const user = await writer('Live');
    await connectHubspot(user);
    const doc = await newDoc(app, user, 'Live post', '<p>First words.</p>');
    const from = hubspot.requests.length;
    const { delivery } = await publishSettled(user, doc, { title: 'Live post' });
    expect(delivery.state, delivery.error ?? '').toBe('done');
    const post = hubspot.posts.find((item) => item.name === 'Live post')!;
    expect(post.currentState).toBe('PUBLISHED');
    expect(callsSince(from)).toEqual(['POST /cms/v3/blogs/posts', `POST /cms/v3/blogs/posts/${post.id}/draft/push-live`, `GET /cms/v3/blogs/posts/${post.id}`]);

    await callAs(app, user, 'POST', '/api/save/user/copy', { save_id: doc, project_id: user.projects[0]!._id, copy_to_save: '<p>Better words.</p>' });
    const again = await publish(user, doc, { title: 'Live post, revised' });
    expect(again.json<{ delivery: TDelivery }>().delivery.action).toBe('update');
    const between = hubspot.requests.length;
    const { delivery: updated, log } = await settledDelivery(app, user, doc, again.json<{ delivery: TDelivery }>().delivery.id);
    expect(updated.state, updated.error ?? '').toBe('done');
    expect(callsSince(between)).toEqual([`PATCH /cms/v3/blogs/posts/${post.id}/draft`, `POST /cms/v3/blogs/posts/${post.id}/draft/push-live`, `GET /cms/v3/blogs/posts/${post.id}`]);
    expect(post).toMatchObject({ name: 'Live post, revised', postBody: '<p>Better words.</p>', currentState: 'PUBLISHED' });
    expect(hubspot.posts.filter((item) => item.name.startsWith('Live post'))).toHaveLength(1);
    expect(log.publications).toEqual([expect.objectContaining({ target: 'hubspot', remote_id: post.id, remote_status: 'published' })]);
  });

  it('schedules a post at its date', async () => {
    const user = await writer('Later');
    await connectHubspot(user);
    const doc = await newDoc(app, user, 'Later post', '<p>Tomorrow.</p>');
    const when = new Date(Date.now() + 86_400_000).toISOString();
    const { delivery } = await publishSettled(user, doc, { title: 'Later post', status: 'scheduled', scheduled_at: when });
    expect(delivery.state, delivery.error ?? '').toBe('done');
    const post = hubspot.posts.find((item) => item.name === 'Later post')!;
    expect(post).toMatchObject({ currentState: 'SCHEDULED', publishDate: when });
    const schedule = hubspot.requests.find((request) => request.path === '/cms/v3/blogs/posts/schedule' && request.body.includes(post.id))!;
    expect(JSON.parse(schedule.body)).toEqual({ id: post.id, publishDate: when });
  });

  it('schedules a minute ahead, with a note, when HubSpot leaves a new post a draft after push-live', async () => {
    const user = await writer('Quirk');
    await connectHubspot(user);
    hubspot.pushLiveIgnoresNewPosts = true;
    const doc = await newDoc(app, user, 'Quirky post', '<p>Words.</p>');
    const { delivery } = await publishSettled(user, doc, { title: 'Quirky post' });
    expect(delivery.state, delivery.error ?? '').toBe('done');
    const post = hubspot.posts.find((item) => item.name === 'Quirky post')!;
    expect(post.currentState).toBe('SCHEDULED');
    const ahead = Date.parse(post.publishDate!) - Date.now();
    expect(ahead).toBeGreaterThan(30_000);
    expect(ahead).toBeLessThanOrEqual(60_000);
    expect(delivery.attempts.at(-1)?.message).toContain('HubSpot kept the new post as a draft after “publish now”, so it is scheduled to go live within a minute.');
  });

  it('retries a 429 and a 500, then publishes once', async () => {
    const user = await writer('Retry');
    await connectHubspot(user);
    const doc = await newDoc(app, user, 'Retried post', '<p>Again.</p>');
    hubspot.failNextCms(429);
    hubspot.failNextCms(500);
    const { delivery } = await publishSettled(user, doc, { title: 'Retried post' });
    expect(delivery.state, delivery.error ?? '').toBe('done');
    expect(delivery.attempts.map((attempt) => [attempt.outcome, attempt.http_status])).toEqual([['retry', 429], ['retry', 500], ['ok', null]]);
    expect(hubspot.posts.filter((item) => item.name === 'Retried post')).toHaveLength(1);
  });

  it('refreshes an access token about to expire before the call, and stores the new tokens sealed', async () => {
    const user = await writer('Fresh');
    hubspot.setAccessTokenSeconds(60);
    await connectHubspot(user);
    const before = (await rowOf(user))!;
    const old = openConnection(before, ctx.keys.encryptionKey).secret.oauth as { accessToken: string; refreshToken: string };
    const doc = await newDoc(app, user, 'Fresh post', '<p>New token.</p>');
    const from = hubspot.requests.length;
    const { delivery } = await publishSettled(user, doc, { title: 'Fresh post' });
    expect(delivery.state, delivery.error ?? '').toBe('done');
    const calls = hubspot.requests.slice(from);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/oauth/v1/token' });
    expect(new URLSearchParams(calls[0]!.body).get('grant_type')).toBe('refresh_token');
    expect(new URLSearchParams(calls[0]!.body).get('refresh_token')).toBe(old.refreshToken);
    const after = (await rowOf(user))!;
    const fresh = openConnection(after, ctx.keys.encryptionKey).secret.oauth as { accessToken: string; refreshToken: string };
    expect(fresh.accessToken).not.toBe(old.accessToken);
    expect(calls.find((call) => call.path === '/cms/v3/blogs/posts')?.authorization).toBe(`Bearer ${fresh.accessToken}`);
    expect(after.secret).not.toBe(before.secret);
    expect(after.secret).not.toContain(fresh.accessToken);
    expect(after.secret.startsWith('v1:')).toBe(true);
  });

  it('marks HubSpot refused and fails the delivery with the reason when the refresh token was revoked', async () => {
    const user = await writer('Revoked');
    hubspot.setAccessTokenSeconds(60);
    await connectHubspot(user);
    hubspot.revokeRefreshTokens();
    const doc = await newDoc(app, user, 'Never out', '<p>Words.</p>');
    const { delivery } = await publishSettled(user, doc, { title: 'Never out' });
    expect(delivery.state).toBe('failed');
    expect(delivery.error).toBe('HubSpot: HubSpot refused the sign-in: missing or unknown refresh token');
    expect(delivery.attempts).toHaveLength(1);
    expect(hubspot.posts.some((item) => item.name === 'Never out')).toBe(false);
    const after = await details(app, user);
    expect(after.Hubspot?.error).toBe('HubSpot refused the sign-in: missing or unknown refresh token');
    expect(after.abilities.hubspot.publish).toBe(false);
  });

  it('marks HubSpot refused when HubSpot answers 401 to the stored token', async () => {
    const user = await writer('Expired');
    await connectHubspot(user);
    hubspot.expireAccessTokens();
    const doc = await newDoc(app, user, 'Expired post', '<p>Words.</p>');
    const { delivery } = await publishSettled(user, doc, { title: 'Expired post' });
    expect(delivery.state).toBe('failed');
    expect(delivery.error).toMatch(/^HubSpot: The OAuth token used to make this call expired \d+ second\(s\) ago\.$/);
    expect((await details(app, user)).Hubspot?.error).toContain('expired');
  });
});
