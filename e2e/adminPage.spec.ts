import { expect, test, type Page } from '@playwright/test';
import { mainNav, newUser, signedInAt, signInAdmin, signUpViaApi } from './support';

/** Signs a second person up in a browser context of their own (the administrator's page keeps its session). */
async function someoneSignsUp(page: Page, tag: string) {
  const context = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
  try {
    return await signUpViaApi(await context.newPage(), newUser(tag));
  } finally {
    await context.close();
  }
}

test('an administrator finds a user, adds credits, extends the expiry and sees both in the audit log', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/dashboard');
  const writer = await someoneSignsUp(page, 'admin-page-writer');

  // The profile menu leads to the admin page.
  await mainNav(page).getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Feature flags/ })).toHaveAttribute('href', '/admin/flags');

  await page.getByLabel('Search accounts').fill(writer.email);
  const row = page.locator(`tr[data-email="${writer.email}"]`);
  await expect(row).toContainText('5-day-trial-plan');
  await expect(row).toContainText('0.0 / 200.0');
  await expect(page.getByRole('table', { name: 'Accounts' }).getByRole('row')).toHaveCount(2);
  const expiryBefore = (await row.locator('td').nth(4).textContent())!;

  await row.getByRole('button', { name: `Manage ${writer.email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Manage ${writer.email}` });

  // Empty, then over the limit: the server's message is shown and nothing changes.
  const credits = dialog.getByRole('form', { name: 'Add credits' });
  await credits.getByRole('button', { name: 'Add credits' }).click();
  await expect(credits.getByRole('alert')).toHaveText('amount must be a number of credits.');
  await credits.getByLabel('Credits to add').fill('2000000');
  await credits.getByRole('button', { name: 'Add credits' }).click();
  await expect(credits.getByRole('alert')).toHaveText('amount is at most 1,000,000.');

  await credits.getByLabel('Credits to add').fill('150.5');
  await credits.getByRole('button', { name: 'Add credits' }).click();
  await expect(credits.getByRole('alert')).toHaveCount(0);
  await expect(dialog).toContainText('Credits: 0.0 / 200.0 (+150.5 added)');

  const expiry = dialog.getByRole('form', { name: 'Extend expiry' });
  await expiry.getByLabel('Days to add').fill('30');
  await expiry.getByRole('button', { name: 'Extend' }).click();
  const expected = new Date(Date.parse(`${expiryBefore}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  await expect(dialog).toContainText(`Expiry: ${expected}`);
  await page.screenshot({ path: 'test-results/admin-manage.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('(+150.5 added)');
  await expect(row).toContainText(expected);
  await page.screenshot({ path: 'test-results/admin-users.png' });

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByLabel('Filter by account email or flag').fill(writer.email);
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row')).toHaveCount(3);
  const [extended, added] = [log.locator('tr[data-action="expiry.extend"]'), log.locator('tr[data-action="credits.add"]')];
  await expect(extended).toContainText('admin-e2e@example.com');
  await expect(extended).toContainText(`expiry_date: ${expiryBefore}`);
  await expect(added).toContainText('additional_credits: 0.0 → 150.5');
  await expect(added).toContainText(writer.email);
  await page.screenshot({ path: 'test-results/admin-audit.png', fullPage: true });
});

test('an administrator sets a plan and adds runs from the Manage dialog', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin');
  const writer = await someoneSignsUp(page, 'admin-page-plan');
  await page.getByLabel('Search accounts').fill(writer.email);
  const row = page.locator(`tr[data-email="${writer.email}"]`);
  await row.getByRole('button', { name: `Manage ${writer.email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Manage ${writer.email}` });

  const plan = dialog.getByRole('form', { name: 'Set plan' });
  await plan.getByLabel('Plan', { exact: true }).fill('premium_tier_1_monthly');
  await page.getByRole('option', { name: /\(premium_tier_1_monthly_june_2024\)/ }).click();
  await plan.getByRole('button', { name: 'Set plan' }).click();
  await expect(dialog).toContainText('Plan: premium_tier_1_monthly_june_2024');

  const runs = dialog.getByRole('form', { name: 'Add runs' });
  await runs.getByRole('button', { name: 'Add runs' }).click();
  await expect(runs.getByRole('alert')).toHaveText('count must be a whole number of runs.');
  await runs.getByLabel('Runs to add').fill('3');
  await runs.getByRole('button', { name: 'Add runs' }).click();
  await expect(runs.getByRole('alert')).toHaveCount(0);
  await expect(dialog).toContainText(/Runs left: AutoBlog \d+ \(\+3\)/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('premium_tier_1_monthly_june_2024');

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByLabel('Filter by account email or flag').fill(writer.email);
  const log = page.getByRole('table', { name: 'Audit log' });
  // The log is the installation's: other specs' entries show until the filter has applied.
  await expect(log.getByRole('row')).toHaveCount(3);
  const ofWriter = (action: string) => log.locator(`tr[data-action="${action}"]`).filter({ hasText: writer.email });
  await expect(ofWriter('plan.set')).toContainText('plan_name: 5-day-trial-plan → premium_tier_1_monthly_june_2024');
  await expect(ofWriter('runs.add')).toContainText('additional_runs.autoblog_workflow: 0 → 3');
});

test('a non-administrator who opens /admin lands on the dashboard, and the API refuses them', async ({ page }) => {
  await signedInAt(page, 'admin-page-outsider', '/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await mainNav(page).getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  expect((await page.request.get('/api/admin/audit')).status()).toBe(403);
});
