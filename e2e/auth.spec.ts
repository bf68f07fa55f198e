import { expect, test } from '@playwright/test';
import {
  expectDashboard,
  expectSignInRefused,
  fillSignInForm,
  fillSignUpForm,
  mainNav,
  NAV_LABELS,
  newUser,
  signUpViaApi,
} from './support';

test.describe('sign-up, sign-in and logout', () => {
  test('a new account lands on the dashboard with the full navigation, and can log out and back in', async ({ page }) => {
    const user = newUser('signup');
    await page.goto('/login');
    await fillSignUpForm(page, user);

    await expectDashboard(page, user.name);
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    // Every link of the navigation, in order: the brand, the 15 tools of spec §2, then the plan button.
    await expect(nav.getByRole('link')).toHaveText(['Longform', ...NAV_LABELS, 'Buy Plan']);
    await expect(nav.getByRole('link', { name: 'Buy Plan' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByText('Credits used: 0.0', { exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Switch project' })).toContainText(user.project_name);

    // The profile menu: Profile, a Team Mode switch that a trial cannot use, Analytics, Logout.
    await nav.getByRole('button', { name: 'Profile menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('switch', { name: 'Team Mode' })).toBeDisabled();
    await expect(menu.getByRole('menuitem', { name: /Analytics/ })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();

    // No editor has saved anything, so logout does not ask first.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog', { name: 'Log out?' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

    // The session really ended: the dashboard sends back to login.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);

    await fillSignInForm(page, user.email, user.password);
    await expectDashboard(page, user.name);
    await expect(mainNav(page)).toBeVisible();
  });

  test('the sign-in email is not case-sensitive and survives a reload', async ({ page }) => {
    const user = await signUpViaApi(page, newUser('case'));
    await page.context().clearCookies();
    await page.goto('/login');
    await fillSignInForm(page, user.email.toUpperCase(), user.password);
    await expectDashboard(page, user.name);
    await page.reload();
    await expectDashboard(page, user.name);
  });

  test('a wrong password is refused with "Invalid email or password"', async ({ page }) => {
    const user = await signUpViaApi(page, newUser('wrongpw'));
    await page.context().clearCookies();
    await expectSignInRefused(page, user.email, 'Not-the-password-1');
    // An unknown email reads the same, so the form does not tell which accounts exist.
    await expectSignInRefused(page, `nobody-${user.email}`, user.password);
  });
});

test.describe('sign-up refusals create nothing', () => {
  test('a duplicate email is refused under the Email field', async ({ page }) => {
    const existing = await signUpViaApi(page, newUser('dup'));
    await page.context().clearCookies();

    const attempt = newUser('dup', { email: existing.email, name: 'Someone Else', password: 'Other-pass-456' });
    await page.goto('/login');
    await fillSignUpForm(page, attempt);
    const email = page.locator('input[name=email]');
    await expect(page.getByText('An account with this email already exists. Sign in instead.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/An account with this email already exists/);
    await expect(page).toHaveURL(/\/login$/);

    // The first account is untouched: the attempted password does not open it, the original does.
    await expectSignInRefused(page, attempt.email, attempt.password);
    await fillSignInForm(page, existing.email, existing.password);
    await expectDashboard(page, existing.name);
  });

  const refusals = [
    { field: 'password', change: { password: 'short1' }, message: 'Use at least 8 characters for your password.' },
    { field: 'password', change: { password: 'onlyletters' }, message: 'Use at least one letter and one number in your password.' },
    { field: 'project_name', change: { project_name: '   ' }, message: 'Please name your project.' },
    { field: 'project_name', change: { project_name: 'x'.repeat(81) }, message: 'A project name can be at most 80 characters.' },
  ] as const;

  for (const { field, change, message } of refusals) {
    test(`"${message}" shows under the field`, async ({ page }) => {
      const attempt = newUser('refused', change);
      await page.goto('/login');
      await fillSignUpForm(page, attempt);

      const input = page.locator(`input[name=${field}]`);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(input).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
      await expect(page).toHaveURL(/\/login$/);

      // No account was created: those credentials do not sign in.
      await expectSignInRefused(page, attempt.email, attempt.password);
    });
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
