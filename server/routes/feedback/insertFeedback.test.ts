import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_LIMITS, type TFeedbackCreated } from '@core/api/feedback';
import { feedback } from '../../db/schema/feedback';
import { FEEDBACK_DELIVERY_RETRY } from '../../queues/feedbackDeliveryJobs';
import { buildUser, type TTestUser } from '../../test/factories';
import { startFakeSlackWebhook, type TFakeSlackWebhook } from '../../test/fakeProviders/slackWebhook';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

// POST /api/insert/feedback (issue 22): stored under the session's account first, then sent to the
// Slack-compatible webhook (a local receiver) by a job that records delivered_at or delivery_error.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let webhook: TFakeSlackWebhook;
let ann: TTestUser;
const savedRetry = { ...FEEDBACK_DELIVERY_RETRY };
beforeAll(async () => {
  // Short retries: two after the first attempt, 1 s then 2 s apart.
  FEEDBACK_DELIVERY_RETRY.limit = 2;
  FEEDBACK_DELIVERY_RETRY.delaySeconds = 1;
  webhook = await startFakeSlackWebhook();
  harness = await buildTestApp({ FEEDBACK_WEBHOOK_URL: webhook.url });
  ann = await buildUser(harness.app, { email: 'ann-feedback@example.com' });
}, 60_000);
afterAll(async () => {
  Object.assign(FEEDBACK_DELIVERY_RETRY, savedRetry);
  await harness.close();
  await webhook.close();
});

const send = (user: TTestUser | null, payload: unknown) =>
  harness.app.inject({ method: 'POST', url: '/api/insert/feedback', headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) }, payload: payload as object });
const rowOf = async (id: string) => (await harness.ctx.db.select().from(feedback).where(eq(feedback.id, id)))[0]!;

async function settled(id: string, done: (row: Awaited<ReturnType<typeof rowOf>>) => boolean) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const row = await rowOf(id);
    if (done(row) || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('POST /api/insert/feedback', () => {
  it('stores the feedback under the signed-in account, whatever identity the body claims, and delivers it to the webhook', async () => {
    const before = webhook.deliveries.length;
    const response = await send(ann, { message: 'The editor <!channel> is great & fast', rating: 4, page: '/blogs', unique_id: 'someone-else', email: 'boss@example.com' });
    expect(response.statusCode, response.body).toBe(201);
    const { feedback: created } = response.json<TFeedbackCreated>();
    const stored = await rowOf(created.id);
    expect(stored).toMatchObject({ userId: ann.unique_id, email: 'ann-feedback@example.com', rating: 4, page: '/blogs', message: 'The editor <!channel> is great & fast' });

    const delivered = await settled(created.id, (row) => row.deliveredAt !== null);
    expect(delivered.deliveredAt).not.toBeNull();
    expect(delivered.deliveryError).toBeNull();
    const delivery = webhook.deliveries[before]!;
    expect(delivery.contentType).toContain('application/json');
    const text = (delivery.body as { text: string }).text;
    expect(text).toContain('ann-feedback@example.com');
    expect(text).toContain('*Rating*: 4/5');
    expect(text).toContain('*Page*: /blogs');
    // Slack markup in a person's words is escaped: no channel-wide mention.
    expect(text).toContain('> The editor &lt;!channel&gt; is great &amp; fast');
    expect(text).not.toContain('boss@example.com');
  });

  it('records a refused delivery and retries it until the webhook takes it', async () => {
    webhook.refuseNext(1, 503);
    const before = webhook.deliveries.length;
    const response = await send(ann, { message: 'Retry me', page: '/dashboard' });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<TFeedbackCreated>().feedback.id;

    const failed = await settled(id, (row) => row.deliveryError !== null || row.deliveredAt !== null);
    expect(failed.deliveredAt).toBeNull();
    expect(failed.deliveryError).toBe('The webhook answered HTTP 503. It will be retried.');

    const delivered = await settled(id, (row) => row.deliveredAt !== null);
    expect(delivered.deliveredAt).not.toBeNull();
    expect(delivered.deliveryError).toBeNull();
    expect(webhook.deliveries.slice(before).map((delivery) => delivery.status)).toEqual([503, 200]);
    expect((webhook.deliveries.at(-1)!.body as { text: string }).text).toContain('*Rating*: none');
  });

  it('gives up after the last retry and says why on the feedback', async () => {
    webhook.refuseNext(3, 500);
    const before = webhook.deliveries.length;
    const response = await send(ann, { message: 'Never arrives', rating: null, page: '/factgpt' });
    const id = response.json<TFeedbackCreated>().feedback.id;
    const given = await settled(id, (row) => Boolean(row.deliveryError?.includes('Gave up')));
    expect(given.deliveryError).toBe('The webhook answered HTTP 500. Gave up after 3 attempts.');
    expect(given.deliveredAt).toBeNull();
    expect(webhook.deliveries.slice(before).map((delivery) => delivery.status)).toEqual([500, 500, 500]);
  });

  it('answers 401 without a session and stores nothing', async () => {
    const count = await harness.ctx.db.$count(feedback);
    const response = await send(null, { message: 'Anonymous', page: '/dashboard' });
    expect(response.statusCode).toBe(401);
    expect(await harness.ctx.db.$count(feedback)).toBe(count);
  });

  it.each([
    ['message', 'Please write your feedback.', { message: '', page: '/dashboard' }],
    ['message', 'Please write your feedback.', { message: '   ', page: '/dashboard' }],
    ['message', 'Please write your feedback.', { page: '/dashboard' }],
    ['message', 'Feedback can be at most 2,000 characters.', { message: 'x'.repeat(FEEDBACK_LIMITS.messageMax + 1), page: '/dashboard' }],
    ['rating', 'The rating is a whole number from 1 to 5.', { message: 'ok', rating: 0, page: '/dashboard' }],
    ['rating', 'The rating is a whole number from 1 to 5.', { message: 'ok', rating: 6, page: '/dashboard' }],
    ['rating', 'The rating is a whole number from 1 to 5.', { message: 'ok', rating: 2.5, page: '/dashboard' }],
    ['rating', 'The rating is a whole number from 1 to 5.', { message: 'ok', rating: '5', page: '/dashboard' }],
    ['page', 'The page is missing.', { message: 'ok' }],
    ['page', 'The page can be at most 500 characters.', { message: 'ok', page: `/${'p'.repeat(FEEDBACK_LIMITS.pageMax)}` }],
    ['page', 'The page is a path of this app, starting with /.', { message: 'ok', page: 'https://elsewhere.example.com/' }],
  ])('refuses with 400 on %s (%s), storing nothing', async (field, message, payload) => {
    // A person of their own each time: bad requests count toward the per-person rate limit too.
    const writer = await buildUser(harness.app);
    const count = await harness.ctx.db.$count(feedback);
    const response = await send(writer, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
    expect(await harness.ctx.db.$count(feedback)).toBe(count);
  });

  it('keeps a message of exactly the limit, and brakes a flood from one person (10 a minute)', async () => {
    const writer = await buildUser(harness.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send(writer, { message: 'y'.repeat(FEEDBACK_LIMITS.messageMax), rating: 5, page: '/dashboard' })).statusCode);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    // Another person is not braked by the first one's flood.
    expect((await send(await buildUser(harness.app), { message: 'Me too', page: '/dashboard' })).statusCode).toBe(201);
  });
});
