import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_LIMITS, type TAdminFeedbackList, type TFeedbackCreated } from '@core/api/feedback';
import { feedback } from '../../db/schema/feedback';
import { NO_WEBHOOK_ERROR } from '../../queues/feedbackDeliveryJobs';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

// GET /api/admin/feedback: administrators (ADMIN_EMAILS) read everyone's feedback, a page at a time.
// This installation has no FEEDBACK_WEBHOOK_URL: feedback is stored only, and the list says so.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let admin: TTestUser;
let writer: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp({ ADMIN_EMAILS: 'feedback-admin@example.com' });
  admin = await buildUser(harness.app, { email: 'feedback-admin@example.com' });
  writer = await buildUser(harness.app, { email: 'feedback-writer@example.com' });
}, 60_000);
afterAll(() => harness.close());

const list = (user: TTestUser | null, query = '') => harness.app.inject({ method: 'GET', url: `/api/admin/feedback${query}`, headers: user ? { cookie: user.cookie } : {} });
const send = async (user: TTestUser, payload: object) => {
  const response = await harness.app.inject({ method: 'POST', url: '/api/insert/feedback', headers: { origin: TEST_ORIGIN, cookie: user.cookie }, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TFeedbackCreated>().feedback;
};

describe('GET /api/admin/feedback', () => {
  it('lists feedback newest first with email, page, rating, message, time and delivery state; stored only without a webhook', async () => {
    const first = await send(writer, { message: 'First thought', rating: 2, page: '/blogs' });
    const second = await send(writer, { message: 'Second thought', page: '/dashboard' });
    const response = await list(admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TAdminFeedbackList>();
    expect(body).toMatchObject({ page: 1, page_size: FEEDBACK_LIMITS.adminPageSize, total: 2, webhook_configured: false });
    expect(body.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(body.items[1]).toEqual({
      id: first.id,
      email: 'feedback-writer@example.com',
      page: '/blogs',
      rating: 2,
      message: 'First thought',
      created_at: first.created_at,
      delivery: { state: 'failed', delivered_at: null, error: NO_WEBHOOK_ERROR },
    });
    expect(body.items[0]!.rating).toBeNull();
  });

  it('pages through the list', async () => {
    // Older than the two above, so they fill the first page after them.
    const longAgo = Date.now() - 86_400_000;
    await harness.ctx.db.insert(feedback).values(
      Array.from({ length: FEEDBACK_LIMITS.adminPageSize }, (_, i) => ({ email: `bulk-${i}@example.com`, message: `Bulk ${i}`, page: '/dashboard', createdAt: new Date(longAgo + i * 1_000) })),
    );
    const total = FEEDBACK_LIMITS.adminPageSize + 2;
    const first = (await list(admin, '?page=1')).json<TAdminFeedbackList>();
    const second = (await list(admin, '?page=2')).json<TAdminFeedbackList>();
    expect(first.total).toBe(total);
    expect(first.items).toHaveLength(FEEDBACK_LIMITS.adminPageSize);
    expect(first.items.slice(0, 3).map((item) => item.message)).toEqual(['Second thought', 'First thought', `Bulk ${FEEDBACK_LIMITS.adminPageSize - 1}`]);
    expect(second.items.map((item) => item.message)).toEqual(['Bulk 1', 'Bulk 0']);
    expect((await list(admin, '?page=3')).json<TAdminFeedbackList>().items).toEqual([]);
  });

  it('answers 401 without a session and 403 to anyone but an administrator', async () => {
    expect((await list(null)).statusCode).toBe(401);
    const denied = await list(writer);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Only administrators can read feedback.');
  });

  it.each([['?page=0'], ['?page=-1'], ['?page=1.5'], ['?page=abc'], ['?page=10001']])('refuses %s with 400', async (query) => {
    const response = await list(admin, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'page' });
    expect(response.json().message).toMatch(/^page is /);
  });
});
