import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INTEGRATION_MESSAGES, type TDelivery, type TIntegrationDetails } from '@core/api/integrations';
import { PLANS } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import type { TApp, TContext } from '../../context';
import { deliveries, integrationLog, integrations } from '../../db/schema';
import { resumeDeliveries } from '../../queues/publishJobs';
import { buildUser, type TTestUser } from '../../test/factories';
import { startFakeMedium, type TFakeMedium } from '../../test/fakeProviders/medium';
import { buildTestApp } from '../../test/testApp';
import { callAs, details, newDoc, settledDelivery } from './integrationTestHelpers';

// Medium end to end through the HTTP layer, the publish job and the real client, against a local
// server speaking Medium's API: connect, publish, retries on 5xx, failures on 4xx, a revoked token,
// limits, and who may do what.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let medium: TFakeMedium;
const TOKEN = 'medium-token-for-the-writer-0001';

async function writer(name: string): Promise<TTestUser> {
  const user = await buildUser(app, { name });
  await assignPlan(ctx.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
  return user;
}

async function connectMedium(user: TTestUser, token = TOKEN): Promise<TIntegrationDetails> {
  medium.tokens.set(token, { id: `id-${user.unique_id}`, username: 'writer', name: user.name, url: 'https://medium.com/@writer' });
  const response = await callAs(app, user, 'POST', '/api/integrations/medium/connect', { uid: user.unique_id, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function publish(user: TTestUser, blogId: string, body: object = {}) {
  return callAs(app, user, 'POST', '/api/integrations/medium/publish', { uid: user.unique_id, blog_id: blogId, title: 'Home compost', status: 'published', tags: ['compost', 'garden', 'soil', 'extra-tag'], ...body });
}

beforeAll(async () => {
  medium = await startFakeMedium();
  ({ app, ctx, close } = await buildTestApp({ MEDIUM_API_URL: medium.url, PUBLISH_RETRIES: '2', PUBLISH_RETRY_DELAY_SECONDS: '0', FETCH_TIMEOUT_SECONDS: '1', FETCH_ALLOW_PRIVATE: 'true' }));
}, 60_000);
afterAll(async () => {
  await close?.();
  await medium?.close();
});
beforeEach(() => {
  medium.stories.length = 0;
});

describe('connecting Medium', () => {
  it('checks the token with Medium, stores it sealed, and never sends it back', async () => {
    const user = await writer('Connie');
    const before = await details(app, user);
    expect(before.Medium).toBeNull();
    expect(before.abilities.medium).toMatchObject({ configured: true, setup_hint: null, available: true, manage: true, publish: false, needs_approval: false, statuses: ['draft', 'published'] });
    expect(before.abilities.hubspot.configured).toBe(false);

    const bad = await callAs(app, user, 'POST', '/api/integrations/medium/connect', { uid: user.unique_id, token: 'not-a-token-medium-knows' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Medium refused that token: Token was invalid.');
    expect((await details(app, user)).Medium).toBeNull();

    const connected = await connectMedium(user);
    expect(connected.Medium).toMatchObject({ medium_id: `id-${user.unique_id}`, username: 'writer', error: null });
    expect(connected.abilities.medium.publish).toBe(true);
    expect(JSON.stringify(connected)).not.toContain(TOKEN);
    const [row] = await ctx.db.select().from(integrations).where(eq(integrations.ownerId, user.unique_id));
    expect(row!.secret).not.toContain(TOKEN);
    expect(row!.secret.startsWith('v1:')).toBe(true);

    const log = await ctx.db.select().from(integrationLog).where(eq(integrationLog.ownerId, user.unique_id));
    expect(log.map((line) => [line.action, line.ok])).toEqual(expect.arrayContaining([['connect', false], ['connect', true]]));
  });

  it('disconnects: the details go back to null and publishing is refused', async () => {
    const user = await writer('Dina');
    await connectMedium(user, 'medium-token-for-dina-000001');
    const response = await callAs(app, user, 'POST', '/api/integrations/medium/disconnect', { uid: user.unique_id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TIntegrationDetails>().Medium).toBeNull();
    const doc = await newDoc(app, user, 'After disconnect', '<p>Words.</p>');
    const refused = await publish(user, doc);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Connect Medium first (Integrations).');
  });
});

describe('publishing to Medium', () => {
  it('publishes the doc as a story with its title, and records where it went', async () => {
    const user = await writer('Pia');
    await connectMedium(user, 'medium-token-for-pia-0000001');
    const doc = await newDoc(app, user, 'Home compost', '<h2>Start</h2><p>Compost is ready in 2 to 6 months.</p>');
    const response = await publish(user, doc);
    expect(response.statusCode, response.body).toBe(202);
    const queued = response.json<{ delivery: TDelivery }>().delivery;
    expect(queued).toMatchObject({ target: 'medium', action: 'publish', status: 'published', requested_by: { id: user.unique_id, name: 'Pia' } });

    const { delivery, log } = await settledDelivery(app, user, doc, queued.id);
    expect(delivery.state).toBe('done');
    expect(medium.stories).toHaveLength(1);
    const story = medium.stories[0]!;
    expect(story).toMatchObject({ title: 'Home compost', contentFormat: 'html', publishStatus: 'public', tags: ['compost', 'garden', 'soil'] });
    expect(story.content).toBe('<h1>Home compost</h1><h2>Start</h2><p>Compost is ready in 2 to 6 months.</p>');
    expect(delivery.remote_url).toBe(story.url);
    expect(delivery.attempts.map((attempt) => attempt.outcome)).toEqual(['ok']);
    expect(log.publications).toEqual([expect.objectContaining({ target: 'medium', remote_id: story.id, remote_url: story.url })]);

    // Medium cannot change a story: a second publish of the same doc is refused, naming where it is.
    const again = await publish(user, doc);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(story.url);
    expect(medium.stories).toHaveLength(1);
  });

  it('runs once when Publish is pressed twice at the same moment', async () => {
    const user = await writer('Twice');
    await connectMedium(user, 'medium-token-for-twice-00001');
    const doc = await newDoc(app, user, 'Once only', '<p>One story.</p>');
    const [first, second] = await Promise.all([publish(user, doc), publish(user, doc)]);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    expect(first.json().delivery.id).toBe(second.json().delivery.id);
    await settledDelivery(app, user, doc, first.json().delivery.id);
    expect(medium.stories).toHaveLength(1);
  });

  it('retries a 500 and a 429, then publishes', async () => {
    const user = await writer('Retry');
    await connectMedium(user, 'medium-token-for-retry-00001');
    const doc = await newDoc(app, user, 'Retried', '<p>Second time lucky.</p>');
    medium.failNextPosts(500);
    medium.failNextPosts(429);
    const { delivery } = await settledDelivery(app, user, doc, (await publish(user, doc)).json().delivery.id);
    expect(delivery.state).toBe('done');
    expect(delivery.attempts.map((attempt) => [attempt.outcome, attempt.http_status])).toEqual([['retry', 500], ['retry', 429], ['ok', null]]);
    expect(medium.stories).toHaveLength(1);
  });

  it('fails with the reason after the retries run out, and the doc stays as it was', async () => {
    const user = await writer('Down');
    await connectMedium(user, 'medium-token-for-down-000001');
    const doc = await newDoc(app, user, 'Never out', '<p>Medium is down.</p>');
    medium.failNextPosts(503, 3);
    const { delivery, log } = await settledDelivery(app, user, doc, (await publish(user, doc)).json().delivery.id);
    expect(delivery.state).toBe('failed');
    expect(delivery.error).toBe('Medium: Internal error.');
    expect(delivery.attempts.map((attempt) => attempt.outcome)).toEqual(['retry', 'retry', 'failed']);
    expect(log.publications).toEqual([]);
    expect(medium.stories).toHaveLength(0);
    const saved = await callAs(app, user, 'GET', `/api/get/saved/copy/internal?copy_id=${doc}`);
    expect(saved.json().copy.copy_to_save).toBe('<p>Medium is down.</p>');
  });

  it('does not publish twice when Medium answers too late (it cannot be asked whether the story exists)', async () => {
    const user = await writer('Slow');
    await connectMedium(user, 'medium-token-for-slow-000001');
    const doc = await newDoc(app, user, 'Slow', '<p>Late answer.</p>');
    medium.delayNextPosts(1_500);
    const { delivery } = await settledDelivery(app, user, doc, (await publish(user, doc)).json().delivery.id);
    expect(delivery.state).toBe('failed');
    expect(delivery.error).toContain('the post may have been created. Check Medium before publishing again.');
    expect(delivery.attempts).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(medium.stories).toHaveLength(1);
  });

  it('fails at once on a revoked token, marks Medium disconnected, and says to reconnect', async () => {
    const user = await writer('Revoked');
    const token = 'medium-token-for-revoked-001';
    await connectMedium(user, token);
    medium.tokens.delete(token);
    const doc = await newDoc(app, user, 'Revoked', '<p>Words.</p>');
    const { delivery } = await settledDelivery(app, user, doc, (await publish(user, doc)).json().delivery.id);
    expect(delivery.state).toBe('failed');
    expect(delivery.error).toBe(`${INTEGRATION_MESSAGES.medium.exportFailed} (Token was invalid.)`);
    expect(delivery.attempts).toHaveLength(1);
    const after = await details(app, user);
    expect(after.Medium?.error).toBe('Token was invalid.');
    expect(after.abilities.medium.publish).toBe(false);
    const refused = await publish(user, await newDoc(app, user, 'Next', '<p>More.</p>'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Reconnect it on the Integrations page.');
  });

  it('refuses before any call what Medium would refuse: a schedule, an empty doc, a doc too large', async () => {
    const user = await writer('Limits');
    await connectMedium(user, 'medium-token-for-limits-0001');
    const doc = await newDoc(app, user, 'Limits', '<p>Words.</p>');
    const scheduled = await publish(user, doc, { status: 'scheduled', scheduled_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(scheduled.statusCode).toBe(400);
    expect(scheduled.json().message).toBe('Medium cannot schedule posts; publish it now or save it as a draft.');

    const empty = await publish(user, await newDoc(app, user, 'Empty', ''));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('There is nothing to publish: the doc is empty.');

    const large = await publish(user, await newDoc(app, user, 'Large', `<p>${'word '.repeat(120_000)}</p>`));
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toMatch(/^This doc is too large for Medium \(601 KB; Medium takes up to 500 KB\)\.$/);
    expect(medium.stories).toHaveLength(0);
  });
});

describe('a restart', () => {
  it('resumes a delivery a restart interrupted, once, however often it is resumed', async () => {
    const user = await writer('Restarted');
    await connectMedium(user, 'medium-token-for-restart-001');
    const doc = await newDoc(app, user, 'Interrupted', '<p>Half way.</p>');
    const [integration] = await ctx.db.select().from(integrations).where(eq(integrations.ownerId, user.unique_id));
    // As a crash leaves it: queued and marked running, its job gone with the old process.
    const [row] = await ctx.db
      .insert(deliveries)
      .values({ ownerId: user.unique_id, target: 'medium', siteKey: integration!.siteKey, blogId: doc, requestedBy: user.unique_id, action: 'publish', state: 'running', options: { status: 'draft', title: 'Interrupted', tags: [] }, html: '<p>Half way.</p>' })
      .returning();
    await Promise.all([resumeDeliveries(ctx.jobs, ctx.db), resumeDeliveries(ctx.jobs, ctx.db)]);
    const { delivery } = await settledDelivery(app, user, doc, row!.id);
    expect(delivery.state).toBe('done');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(medium.stories.filter((story) => story.title === 'Interrupted')).toHaveLength(1);
  });
});

describe('who may use integrations', () => {
  it('refuses another account’s uid, another person’s doc and another person’s delivery', async () => {
    const owner = await writer('Owner');
    const stranger = await writer('Stranger');
    await connectMedium(owner, 'medium-token-for-owner-00001');
    const doc = await newDoc(app, owner, 'Mine', '<p>Mine.</p>');

    const peek = await callAs(app, stranger, 'GET', `/api/integrations/details?uid=${owner.unique_id}`);
    expect(peek.statusCode).toBe(403);
    const connect = await callAs(app, stranger, 'POST', '/api/integrations/medium/disconnect', { uid: owner.unique_id });
    expect(connect.statusCode).toBe(403);
    const viaOwner = await callAs(app, stranger, 'POST', '/api/integrations/medium/publish', { uid: owner.unique_id, blog_id: doc, title: 'x', status: 'draft' });
    expect(viaOwner.statusCode).toBe(403);

    await connectMedium(stranger, 'medium-token-for-stranger-01');
    const othersDoc = await callAs(app, stranger, 'POST', '/api/integrations/medium/publish', { uid: stranger.unique_id, blog_id: doc, title: 'x', status: 'draft' });
    expect(othersDoc.statusCode).toBe(404);
    const log = await callAs(app, stranger, 'GET', `/api/integrations/deliveries?blog_id=${doc}`);
    expect(log.statusCode).toBe(404);

    const mine = await publish(owner, doc, { status: 'draft' });
    const approve = await callAs(app, stranger, 'POST', `/api/integrations/deliveries/${mine.json().delivery.id}/approve`);
    expect(approve.statusCode).toBe(404);
    const unsigned = await app.inject({ method: 'GET', url: `/api/integrations/details?uid=${owner.unique_id}` });
    expect(unsigned.statusCode).toBe(401);
  });
});
