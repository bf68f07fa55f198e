import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { startFakeSmtp, type TFakeSmtp } from '../../test/fakeProviders/smtp';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';
import { buildUser, sessionCookie } from '../../test/factories';

const NO_RUNS = { autoblog_workflow: 0, content_optimization: 0 };

describe('trial credits wait for a verified email when SMTP is configured', () => {
  let smtp: TFakeSmtp;
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    harness = await buildTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await harness.close();
    await smtp.close();
  });

  const details = (user: { unique_id: string }, cookie: string) =>
    harness.app.inject({ url: `/api/fetch/user/details?unique_id=${user.unique_id}`, headers: { cookie } });

  it('starts the trial with 0 credits and runs, mails a link, and the link brings the trial’s credits', async () => {
    const user = await buildUser(harness.app, { email: 'newcomer@example.com' });
    expect(user).toMatchObject({ plan_name: '5-day-trial-plan', credit_limit: 0, feature_runs: NO_RUNS, email_verification_pending: true });

    const mail = await smtp.waitForMail('newcomer@example.com', /Verify your email/);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const verified = await harness.app.inject({ url: link.pathname + link.search });
    expect(verified.statusCode).toBe(302);
    expect(new URL(verified.headers.location!, TEST_ORIGIN).pathname).toBe('/dashboard');
    // The link signs the person in (they may open it on another device).
    const cookie = sessionCookie(verified.headers['set-cookie']);
    const after = (await details(user, cookie)).json();
    expect(after).toMatchObject({ credit_limit: 200, email_verification_pending: false });
    expect(after.feature_runs.autoblog_workflow).toBeGreaterThan(0);
    // Opening the link again adds nothing more.
    await harness.app.inject({ url: link.pathname + link.search });
    expect((await details(user, cookie)).json().credit_limit).toBe(200);
    // The released trial is in the audit log (issue 22) once, as the person's change.
    const entries = await harness.ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.unique_id));
    expect(entries.map((entry) => ({ actor: entry.actor, action: entry.action, before: entry.before, after: entry.after }))).toEqual([
      { actor: 'newcomer@example.com', action: 'plan.trial_granted', before: expect.objectContaining({ credit_limit: '0.0' }), after: expect.objectContaining({ credit_limit: '200.0' }) },
    ]);
  });

  it('sends the link again on request (the banner’s Resend)', async () => {
    const user = await buildUser(harness.app, { email: 'resend@example.com' });
    await smtp.waitForMail('resend@example.com', /Verify your email/);
    const resend = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: { origin: TEST_ORIGIN, cookie: user.cookie, 'content-type': 'application/json' },
      payload: { email: 'resend@example.com', callbackURL: '/dashboard' },
    });
    expect(resend.statusCode).toBe(200);
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes('resend@example.com')).length, { timeout: 15_000 }).toBe(2);
  });
});

describe('without SMTP the administrator chooses', () => {
  it('keeps the trial’s credits from the start by default', async () => {
    const harness = await buildTestApp();
    const user = await buildUser(harness.app);
    expect(user).toMatchObject({ credit_limit: 200, email_verification_pending: false });
    await harness.close();
  });

  it('withholds them with TRIAL_REQUIRES_VERIFIED_EMAIL=true (the link is written to the log)', async () => {
    const harness = await buildTestApp({ TRIAL_REQUIRES_VERIFIED_EMAIL: 'true' });
    const user = await buildUser(harness.app);
    expect(user).toMatchObject({ credit_limit: 0, email_verification_pending: true });
    await harness.close();
  });
});
