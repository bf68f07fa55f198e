import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountProfile, TAccountProfileResponse } from '@core/api/account';
import { NAME_MAX } from '@core/api/fieldLimits';
import { users } from '../../db/schema';
import { startFakeSmtp, type TFakeSmtp } from '../../test/fakeProviders/smtp';
import { buildUser, sessionCookie } from '../../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';

// The profile page's calls (issue 22): GET /api/account/profile, PUT name, POST email, POST password.
let smtp: TFakeSmtp;
let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  harness = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Longform <no-reply@longform.test>' });
}, 60_000);
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string | null, payload?: object) =>
  harness.app.inject({ method, url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
const profileOf = async (user: { cookie: string }) => {
  const response = await call('GET', '/api/account/profile', user.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAccountProfile>();
};
const signIn = (email: string, password: string) =>
  harness.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' }, payload: { email, password } });

describe('GET /api/account/profile', () => {
  it('shows the person’s name, email, sign-in methods, plan, exact credits, runs and abilities', async () => {
    const writer = await buildUser(harness.app, { name: 'Profile Writer' });
    await harness.ctx.db.update(users).set({ creditLimit: 100.3, creditsUsed: 1.7, additionalCredits: 0.2 }).where(eq(users.id, writer.unique_id));
    const profile = await profileOf(writer);
    expect(profile).toMatchObject({
      name: 'Profile Writer',
      email: writer.email,
      sign_in_methods: ['credential'],
      plan_name: '5-day-trial-plan',
      referral_coupon: null,
      delete_blocked_reason: null,
    });
    expect(profile.credits).toEqual({ limit: '100.3', used: '1.7', additional: '0.2', left: '98.8' });
    expect(profile.runs.autoblog_workflow.limit).toBeGreaterThan(0);
    // No Stripe on this installation: no subscription buttons; a password to change; deletable.
    expect(profile.abilities).toEqual({
      change_password: true,
      manage_subscription: false,
      cancel_subscription: false,
      reactivate_subscription: false,
      reactivate_plan_id: null,
      delete_account: true,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/api/account/profile', null)).statusCode).toBe(401);
  });
});

describe('PUT /api/account/name', () => {
  it('changes the name, and the user record says so', async () => {
    const writer = await buildUser(harness.app);
    const response = await call('PUT', '/api/account/name', writer.cookie, { name: '  Grace Hopper ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TAccountProfileResponse>().profile.name).toBe('Grace Hopper');
    const details = await call('GET', `/api/fetch/user/details?unique_id=${writer.unique_id}`, writer.cookie);
    expect(details.json().name).toBe('Grace Hopper');
  });

  it.each([
    [{ name: '' }, 'Please enter your name.'],
    [{ name: '    ' }, 'Please enter your name.'],
    [{ name: 'x'.repeat(NAME_MAX + 1) }, `Your name can be at most ${NAME_MAX} characters.`],
    [{}, 'Please enter your name.'],
  ])('refuses %j with 400 and a readable message, changing nothing', async (payload, message) => {
    const writer = await buildUser(harness.app, { name: 'Unchanged Name' });
    const response = await call('PUT', '/api/account/name', writer.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', message, field: 'name' });
    expect((await profileOf(writer)).name).toBe('Unchanged Name');
  });

  it('changes only the caller’s own name (no id in the request can aim elsewhere)', async () => {
    const [writer, other] = [await buildUser(harness.app), await buildUser(harness.app, { name: 'Other Person' })];
    await call('PUT', '/api/account/name', writer.cookie, { name: 'Mine', unique_id: other.unique_id });
    expect((await profileOf(other)).name).toBe('Other Person');
  });
});

describe('POST /api/account/email', () => {
  it('mails a confirmation to the new address; the email changes only when the link is opened', async () => {
    const writer = await buildUser(harness.app);
    const newEmail = `moved-${writer.unique_id.slice(0, 8).toLowerCase()}@example.com`;
    const response = await call('POST', '/api/account/email', writer.cookie, { new_email: newEmail.toUpperCase() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sent_to: newEmail });
    expect((await profileOf(writer)).email).toBe(writer.email);

    const mail = await smtp.waitForMail(newEmail, /Confirm your new email for Longform/);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const opened = await harness.app.inject({ url: link.pathname + link.search, headers: { cookie: writer.cookie } });
    expect(opened.statusCode, opened.body).toBeLessThan(400);
    expect((await profileOf(writer)).email).toBe(newEmail);
    expect((await signIn(newEmail, writer.password)).statusCode).toBe(200);
  });

  it('refuses an address another account uses (409), its own address and bad input (400)', async () => {
    const [writer, other] = [await buildUser(harness.app), await buildUser(harness.app)];
    const taken = await call('POST', '/api/account/email', writer.cookie, { new_email: other.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'Another account uses that email address.', field: 'new_email' });
    const same = await call('POST', '/api/account/email', writer.cookie, { new_email: writer.email });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('That is already your email address.');
    for (const [payload, message] of [
      [{ new_email: '' }, 'Please enter your email address.'],
      [{ new_email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ new_email: `${'a'.repeat(250)}@example.com` }, 'An email address can be at most 254 characters.'],
    ] as const) {
      const response = await call('POST', '/api/account/email', writer.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, field: 'new_email' });
    }
    expect((await profileOf(writer)).email).toBe(writer.email);
  });
});

describe('POST /api/account/password', () => {
  it('changes the password with the current one; the old one stops working and other sessions end', async () => {
    const writer = await buildUser(harness.app);
    const elsewhere = sessionCookie((await signIn(writer.email, writer.password)).headers['set-cookie']);
    const response = await call('POST', '/api/account/password', writer.cookie, { current_password: writer.password, new_password: 'brand-new-pass-7' });
    expect(response.statusCode, response.body).toBe(200);
    // This browser keeps a (new) session; the other device is signed out.
    const renewed = sessionCookie(response.headers['set-cookie']);
    expect((await call('GET', '/api/account/profile', renewed)).statusCode).toBe(200);
    expect((await call('GET', '/api/account/profile', elsewhere)).statusCode).toBe(401);
    expect((await signIn(writer.email, writer.password)).statusCode).toBe(401);
    expect((await signIn(writer.email, 'brand-new-pass-7')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, and weak, empty or over-long passwords, with 400', async () => {
    const writer = await buildUser(harness.app);
    const cases = [
      [{ current_password: 'not-my-password-1', new_password: 'brand-new-pass-7' }, 'Your current password is not right.', 'current_password'],
      [{ current_password: '', new_password: 'brand-new-pass-7' }, 'Please enter your current password.', 'current_password'],
      [{ current_password: writer.password, new_password: 'short1' }, 'Use at least 8 characters for your password.', 'new_password'],
      [{ current_password: writer.password, new_password: 'onlyletters' }, 'Use at least one letter and one number in your password.', 'new_password'],
      [{ current_password: writer.password, new_password: `a1${'x'.repeat(200)}` }, 'A password can be at most 128 characters.', 'new_password'],
    ] as const;
    for (const [payload, message, field] of cases) {
      const response = await call('POST', '/api/account/password', writer.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message, field });
    }
    expect((await signIn(writer.email, writer.password)).statusCode).toBe(200);
  });
});
