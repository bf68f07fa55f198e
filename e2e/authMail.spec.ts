import { expect, test, type Page } from '@playwright/test';
import { expectDashboard, fillSignInForm, fillSignUpForm, newUser } from './support';

/**
 * The installation with a mail server (playwright.config.ts MAIL_PORT, the app's port + 3) and the
 * inbox of its fake SMTP (FAKE_INBOX_PORT, + 94), found from the configured app so a copy of the
 * config on other ports finds them too.
 */
function mailPorts() {
  const app = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100');
  const port = Number(app.port);
  return { app: `http://127.0.0.1:${port + 3}`, inbox: `http://127.0.0.1:${port + 94}/mails` };
}

type TMail = { subject: string; text: string };

/** The link of the newest mail to this address whose subject matches, once it has arrived. */
async function linkFromMail(page: Page, to: string, subject: RegExp, count = 1): Promise<string> {
  let mails: TMail[] = [];
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`${mailPorts().inbox}?to=${encodeURIComponent(to)}`);
        mails = ((await response.json()) as TMail[]).filter((mail) => subject.test(mail.subject));
        return mails.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  const link = /https?:\/\/\S+/.exec(mails.at(-1)!.text)?.[0];
  expect(link, mails.at(-1)!.text).toBeTruthy();
  return link!;
}

test.describe('mail: verified email brings the trial, forgotten password is reset by email', () => {
  test('a new account waits for its email check: banner, resend, and the link brings the trial’s credits', async ({ page }) => {
    const app = mailPorts().app;
    const user = newUser('verify');
    await page.goto(`${app}/login`);
    await fillSignUpForm(page, user);
    await expectDashboard(page, user.name);
    const banner = page.getByRole('status').filter({ hasText: 'Check your email to start your trial' });
    await expect(banner).toContainText(user.email);
    await page.screenshot({ path: 'test-results/auth-mail-verify-banner.png', fullPage: true });

    await linkFromMail(page, user.email, /Verify your email/);
    await banner.getByRole('button', { name: 'Resend the link' }).click();
    await expect(banner).toContainText('Sent again');
    const link = await linkFromMail(page, user.email, /Verify your email/, 2);

    await page.goto(link);
    await expectDashboard(page, user.name);
    await expect(page.getByText('Check your email to start your trial')).toHaveCount(0);
    const details = await page.request.get(`${app}/api/auth/get-session`);
    const uid = ((await details.json()) as { user: { id: string } }).user.id;
    const record = await page.request.get(`${app}/api/fetch/user/details?unique_id=${uid}`);
    expect(((await record.json()) as { credit_limit: number }).credit_limit).toBe(200);
  });

  test('“Forgot password?” mails a link that sets a new password; the old one stops working', async ({ page }) => {
    const app = mailPorts().app;
    const user = newUser('reset');
    await page.goto(`${app}/login`);
    await fillSignUpForm(page, user);
    await expectDashboard(page, user.name);
    await page.context().clearCookies();

    await page.goto(`${app}/login`);
    await page.screenshot({ path: 'test-results/auth-mail-login.png', fullPage: true });
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.locator('input[name=email]').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(`If an account uses ${user.email}`);
    await page.screenshot({ path: 'test-results/auth-mail-forgot.png', fullPage: true });

    const link = await linkFromMail(page, user.email, /Reset your Longform password/);
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.locator('input[name=password]').fill('onlyletters');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Use at least one letter and one number in your password.')).toBeVisible();
    await page.locator('input[name=password]').fill('Brand-new-pass-456');
    await page.screenshot({ path: 'test-results/auth-mail-reset.png', fullPage: true });
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status')).toContainText('Password changed');

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('This reset link has expired or was already used.');

    await page.goto(`${app}/login`);
    await fillSignInForm(page, user.email, user.password);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await fillSignInForm(page, user.email, 'Brand-new-pass-456');
    await expectDashboard(page, user.name);
  });
});
