import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAttempts } from '../../db/schema';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';
import { buildUser, type TTestUser } from '../../test/factories';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let owner: TTestUser;
beforeAll(async () => {
  // 3 free failures, then 1 s, 2 s, 4 s … capped at 15 s (0.25 minutes). Each guess comes from another address.
  harness = await buildTestApp({ SIGN_IN_ACCOUNT_FREE_FAILURES: '3', SIGN_IN_ACCOUNT_MAX_WAIT_MINUTES: '0.25', TRUST_PROXY: 'true' });
  owner = await buildUser(harness.app, { email: 'owner@example.com' });
});
afterAll(async () => harness.close());

let nextAddress = 1;
const signIn = (password: string, email = 'Owner@Example.com') =>
  harness.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${nextAddress++}` },
    payload: { email, password },
  });

async function attemptsRow() {
  const [row] = await harness.ctx.db.select().from(signInAttempts).where(eq(signInAttempts.email, 'owner@example.com'));
  return row;
}
/** The wait the last failure set, in ms (null: none). */
async function currentWait() {
  const row = await attemptsRow();
  return row?.nextAttemptAt ? row.nextAttemptAt.getTime() - row.lastFailedAt.getTime() : null;
}
/** Stands in for the wait passing, so the test never sleeps. */
async function letWaitPass() {
  await harness.ctx.db.execute(sql`update sign_in_attempts set next_attempt_at = now() - interval '1 second'`);
}

describe('per-account sign-in backoff', () => {
  it('slows guesses at one account from many addresses: free failures, then doubling waits up to the cap', async () => {
    const waits: (number | null)[] = [];
    for (let failure = 1; failure <= 7; failure += 1) {
      expect((await signIn('wrong-password-1')).statusCode).toBe(401);
      waits.push(await currentWait());
      await letWaitPass();
    }
    expect(waits).toEqual([null, null, 1_000, 2_000, 4_000, 8_000, 15_000]);
    expect((await attemptsRow())?.failures).toBe(7);
  });

  it('answers 429 with Retry-After while the account owes a wait, even for the right password', async () => {
    expect((await signIn('wrong-password-2')).statusCode).toBe(401);
    const refused = await signIn(owner.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many failed sign-ins for this account\. Try again in \d+ seconds, or reset your password\.$/),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('lets one guess through per wait when many arrive at once', async () => {
    await letWaitPass();
    const responses = await Promise.all(Array.from({ length: 5 }, () => signIn('wrong-password-3')));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, 429, 429, 429, 429]);
  });

  it('forgets the failures when the owner signs in', async () => {
    await letWaitPass();
    const accepted = await signIn(owner.password);
    expect(accepted.statusCode).toBe(200);
    expect(await attemptsRow()).toBeUndefined();
    expect((await signIn('wrong-password-4')).statusCode).toBe(401);
    expect(await attemptsRow()).toMatchObject({ failures: 1, nextAttemptAt: null });
  });

  it('reads only JSON sign-ins, so a form body cannot slip past the count', async () => {
    const form = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: 'owner@example.com', password: 'wrong-password-5' }).toString(),
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ error: 'bad_request', message: 'Send the request body as JSON (content-type: application/json).' });
  });

  it('counts unknown emails too, so the answer does not tell which accounts exist', async () => {
    for (let failure = 1; failure <= 6; failure += 1) {
      expect((await signIn('guess-12345', 'nobody@example.com')).statusCode).toBe(401);
      await letWaitPass();
    }
    expect((await signIn('guess-12345', 'nobody@example.com')).statusCode).toBe(401);
    // The 7th failure set an 8-second wait.
    expect((await signIn('guess-12345', 'nobody@example.com')).statusCode).toBe(429);
  });
});
