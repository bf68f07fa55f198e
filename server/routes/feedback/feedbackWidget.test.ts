import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

// GET /api/fetch/feedback/widget and PUT /api/update/feedback/widget: the person's own choice to hide
// the feedback button, remembered on the account (users.feedback_widget_hidden).
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let ann: TTestUser;
let bob: TTestUser;
beforeAll(async () => {
  harness = await buildTestApp();
  ann = await buildUser(harness.app);
  bob = await buildUser(harness.app);
}, 60_000);
afterAll(() => harness.close());

const read = (user: TTestUser | null) => harness.app.inject({ method: 'GET', url: '/api/fetch/feedback/widget', headers: user ? { cookie: user.cookie } : {} });
const write = (user: TTestUser | null, payload: unknown) =>
  harness.app.inject({ method: 'PUT', url: '/api/update/feedback/widget', headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) }, payload: payload as object });
const storedHidden = async (user: TTestUser) => (await harness.ctx.db.select({ hidden: users.feedbackWidgetHidden }).from(users).where(eq(users.id, user.unique_id)))[0]!.hidden;

describe('the feedback widget setting', () => {
  it('is shown by default, hidden and brought back on the person’s own account only', async () => {
    expect((await read(ann)).json()).toEqual({ hidden: false });
    // A unique_id in the body is not taken: the session decides whose button it is.
    const hidden = await write(ann, { hidden: true, unique_id: bob.unique_id });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ hidden: true });
    expect(await storedHidden(ann)).toBe(true);
    expect(await storedHidden(bob)).toBe(false);
    expect((await read(ann)).json()).toEqual({ hidden: true });
    expect((await read(bob)).json()).toEqual({ hidden: false });

    expect((await write(ann, { hidden: false })).json()).toEqual({ hidden: false });
    expect(await storedHidden(ann)).toBe(false);
  });

  it('answers 401 without a session', async () => {
    expect((await read(null)).statusCode).toBe(401);
    expect((await write(null, { hidden: true })).statusCode).toBe(401);
  });

  it.each([[{}], [{ hidden: 'yes' }], [{ hidden: null }]])('refuses %j with 400 and a readable message', async (payload) => {
    const response = await write(ann, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'hidden', message: 'hidden is true or false.' });
  });
});
