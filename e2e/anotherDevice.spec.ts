import { expect, test, type Browser } from '@playwright/test';
import { expectDashboard, fillSignInForm, newUser, signInAdmin, signUpViaApi, type TSignedUpUser } from './support';

/**
 * Spec §4 and §8 "another device logged in" (issue 22): on a plan with one session at a time
 * (core/plans/sessionLimit.ts: pro), signing in in a second browser ends the first one's session;
 * the first shows the restricted dialog and goes to the login page.
 */
const ONE_SESSION_PLAN = 'pro_monthly_usd_49';

async function putOnPlan(browser: Browser, user: TSignedUpUser, plan: string): Promise<void> {
  const ops = await (await browser.newContext()).newPage();
  await signInAdmin(ops);
  const response = await ops.request.put('/api/update/user', { data: { unique_id: user.uid, plan_name: plan } });
  expect(response.status(), await response.text()).toBe(200);
  await ops.context().close();
}

test('signing in on another device signs the first one out, with the dialog, to the login page', async ({ browser }) => {
  const first = await (await browser.newContext()).newPage();
  const user = await signUpViaApi(first, newUser('one-device'));
  await putOnPlan(browser, user, ONE_SESSION_PLAN);
  await first.goto('/dashboard');
  await expectDashboard(first, user.name);

  const second = await (await browser.newContext()).newPage();
  await second.goto('/login');
  await fillSignInForm(second, user.email, user.password);
  await expectDashboard(second, user.name);

  // The first browser's next call is refused with the reason.
  await first.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Docs' }).click();
  const dialog = first.getByRole('dialog', { name: 'You were signed out' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('session-ended-message')).toHaveText('You were signed out because your account signed in on another device.');
  await expect(first).toHaveURL(/\/login$/);
  await first.screenshot({ path: 'test-results/another-device.png' });
  await dialog.getByRole('button', { name: 'Sign in again' }).click();
  await expect(dialog).toBeHidden();
  await expect(first).toHaveURL(/\/login$/);

  // The second device carries on.
  await second.reload();
  await expectDashboard(second, user.name);
});

test('on a plan that allows several sessions, both devices stay signed in', async ({ browser }) => {
  const first = await (await browser.newContext()).newPage();
  const user = await signUpViaApi(first, newUser('two-devices'));
  const second = await (await browser.newContext()).newPage();
  await second.goto('/login');
  await fillSignInForm(second, user.email, user.password);
  await expectDashboard(second, user.name);
  await first.goto('/dashboard');
  await expectDashboard(first, user.name);
  await first.reload();
  await expectDashboard(first, user.name);
  await expect(first.getByRole('dialog', { name: 'You were signed out' })).toHaveCount(0);
});
