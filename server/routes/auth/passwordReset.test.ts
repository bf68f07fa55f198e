import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAttempts } from '../../db/schema';
import { startFakeSmtp, type TFakeSmtp } from '../../test/fakeProviders/smtp';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';
import { buildUser, sessionCookie, type TTestUser } from '../../test/factories';

let smtp: TFakeSmtp;
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let user: TTestUser;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  harness = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Longform <no-reply@longform.test>' });
  user = await buildUser(harness.app, { email: 'forgetful@example.com', password: 'old-password-1' });
});
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

const post = (url: string, payload: object) =>
  harness.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' }, payload });
const signIn = (password: string) => post('/api/auth/sign-in/email', { email: user.email, password });
const requestReset = () => post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password' });

/** The link a mail carries, as a path on this server. */
function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in ${text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

describe('password reset by email', () => {
  it('mails a link over SMTP; it opens the reset page, sets a new password once, and only the new one works', async () => {
    // Someone has been guessing: the reset also forgives the account's failed sign-ins.
    for (let guess = 0; guess < 3; guess += 1) expect((await signIn(`guess-${guess}-x9`)).statusCode).toBe(401);
    const failures = () => harness.ctx.db.select().from(signInAttempts).where(eq(signInAttempts.email, user.email));
    expect(await failures()).toHaveLength(1);
    expect((await requestReset()).statusCode).toBe(200);
    const mail = await smtp.waitForMail(user.email, /Reset your Longform password/);
    expect(mail.from).toBe('no-reply@longform.test');
    const landing = await harness.app.inject({ url: linkIn(mail.text) });
    expect(landing.statusCode).toBe(302);
    const target = new URL(landing.headers.location!, TEST_ORIGIN);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const weak = await post('/api/auth/reset-password', { newPassword: 'onlyletters', token });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: 'bad_request', field: 'password', message: expect.stringMatching(/one letter and one number/) });

    expect((await post('/api/auth/reset-password', { newPassword: 'new-password-2', token })).statusCode).toBe(200);
    expect(await failures()).toHaveLength(0);
    expect((await signIn('old-password-1')).statusCode).toBe(401);
    const signedIn = await signIn('new-password-2');
    expect(signedIn.statusCode).toBe(200);
    expect(sessionCookie(signedIn.headers['set-cookie'])).toBeTruthy();
    // The link works once, and the sessions from before the reset are signed out.
    expect((await post('/api/auth/reset-password', { newPassword: 'third-password-3', token })).statusCode).toBe(400);
    const oldSession = await harness.app.inject({ url: `/api/fetch/user/details?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } });
    expect(oldSession.statusCode).toBe(401);
  });

  it('answers an unknown email the same way and sends nothing', async () => {
    const before = smtp.received.length;
    const response = await post('/api/auth/request-password-reset', { email: 'nobody-here@example.com', redirectTo: '/reset-password' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true });
    // A known address sent after it arrives; the unknown one never does.
    expect((await requestReset()).statusCode).toBe(200);
    await smtp.waitForMail(user.email, /Reset your Longform password/);
    expect(smtp.received.slice(before).some((mail) => mail.to.includes('nobody-here@example.com'))).toBe(false);
  });

  it('sends a link that has expired or was made up to the page with an error', async () => {
    const landing = await harness.app.inject({ url: '/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password' });
    expect(landing.statusCode).toBe(302);
    expect(new URL(landing.headers.location!, TEST_ORIGIN).searchParams.get('error')).toBe('INVALID_TOKEN');
  });
});
