import { expect, test, type Page } from '@playwright/test';
import { expectDashboard, expectSignInRefused, fillSignInForm, fillSignUpForm, newUser, signUpViaApi } from './support';

/** The installation with a mail server and its fake inbox (playwright.config.ts: app port + 3 and + 94). */
function mailPorts() {
  const port = Number(new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100').port);
  return { app: `http://127.0.0.1:${port + 3}`, inbox: `http://127.0.0.1:${port + 94}/mails` };
}

/** The link of the first mail to this address whose subject matches, once it has arrived. */
async function linkFromMail(page: Page, to: string, subject: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get(`${mailPorts().inbox}?to=${encodeURIComponent(to)}`)).json()) as { subject: string; text: string }[];
        text = mails.find((mail) => subject.test(mail.subject))?.text ?? '';
        return text;
      },
      { timeout: 20_000 },
    )
    .toMatch(/https?:\/\//);
  return /https?:\/\/\S+/.exec(text)![0];
}

/**
 * /account/profile (spec §2, issue 22): the person changes their name, email and password, and deletes
 * their account, after which they land on the login page and their credentials sign nobody in.
 */
test('change the name, with the server’s message for an empty one', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('profile-name'));
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'API tokens' })).toBeVisible();
  await expect(page.getByText(`Email: ${user.email}`)).toBeVisible();
  await expect(page.getByText('Email and password')).toBeVisible();
  await expect(page.locator('dt', { hasText: /^Credits left$/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/account-profile.png', fullPage: true });

  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await name.fill('x'.repeat(101));
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name can be at most 100 characters.')).toBeVisible();

  await name.fill('Grace Hopper');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name was saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace Hopper');
});

test('change the password: a wrong current one is refused, the new one signs in', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('profile-password'));
  await page.goto('/account/profile');
  await page.getByLabel('Current password').fill('not-my-password-1');
  await page.getByLabel('New password').fill('Fresh-pass-456');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not right.')).toBeVisible();

  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Use at least 8 characters for your password.')).toBeVisible();

  await page.getByLabel('New password').fill('Fresh-pass-456');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed. Other devices were signed out.')).toBeVisible();
  // This browser stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();

  await page.context().clearCookies();
  await expectSignInRefused(page, user.email, user.password);
  await fillSignInForm(page, user.email, 'Fresh-pass-456');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('delete the account: typed email, then the login page, and the sign-in no longer works', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('profile-delete'));
  await page.goto('/account/profile');
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your email').fill('someone-else@example.com');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Type your account’s email address exactly to confirm.')).toBeVisible();
  await dialog.getByLabel('Your email').fill(user.email);
  await page.screenshot({ path: 'test-results/account-delete-dialog.png' });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account and everything in it were deleted.')).toBeVisible();
  expect((await page.request.get(`/api/fetch/user/details?unique_id=${user.uid}`)).status()).toBe(401);
  await expectSignInRefused(page, user.email, user.password);
});

test('change the email: a link goes to the new address, and the email changes once it is opened', async ({ page }) => {
  const { app } = mailPorts();
  const user = newUser('profile-email');
  await page.goto(`${app}/login`);
  await fillSignUpForm(page, user);
  await expectDashboard(page, user.name);
  await page.goto(`${app}/account/profile`);

  const newEmail = `moved-${user.email}`;
  await page.getByRole('textbox', { name: 'New email' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByRole('textbox', { name: 'New email' }).fill(newEmail);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}. Your email changes when you open it.`)).toBeVisible();
  await expect(page.getByText(`Email: ${user.email}`)).toBeVisible();

  await page.goto(await linkFromMail(page, newEmail, /Confirm your new email/));
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByText(`Email: ${newEmail}`)).toBeVisible();
  await page.context().clearCookies();
  await page.goto(`${app}/login`);
  await fillSignInForm(page, newEmail, user.password);
  await expectDashboard(page, user.name);
});
