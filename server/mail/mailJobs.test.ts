import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type TFakeSmtp } from '../test/fakeProviders/smtp';
import { buildTestApp, TEST_ORIGIN } from '../test/testApp';
import { buildUser } from '../test/factories';

let smtp: TFakeSmtp;
let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  // The SMTP server refuses the first message with a temporary error.
  smtp = await startFakeSmtp({ refuseFirst: 1 });
  harness = await buildTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

describe('the mail queue', () => {
  it('delivers a message the SMTP server first refused, on a later attempt', async () => {
    // With SMTP the sign-up sends a verification link: that is the message refused once.
    const user = await buildUser(harness.app, { email: 'retry@example.com' });
    const mail = await smtp.waitForMail(user.email, /Verify your email/);
    expect(mail.text).toContain('/api/auth/verify-email?token=');
    const reset = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { email: user.email, redirectTo: '/reset-password' },
    });
    expect(reset.statusCode).toBe(200);
    await smtp.waitForMail(user.email, /Reset your Longform password/);
  });
});
