import { expect, test } from '@playwright/test';
import { mainNav, newUser, signedInAt, signInAdmin, signUpViaApi } from './support';

test('an administrator turns Docs off for one user and removes the override again', async ({ page, browser }) => {
  await signInAdmin(page);
  await page.goto('/admin/flags');
  await expect(page.getByRole('heading', { name: 'Feature flags' })).toBeVisible();

  // By the second user's email, not the whole trial plan: other tests sign up trial users meanwhile.
  const writer = newUser('flagged');
  const docsRow = page.locator('tr[data-flag="docs"]');
  await page.getByRole('button', { name: 'Edit docs' }).click();
  const editor = page.getByRole('form', { name: 'Override of docs' });
  await editor.getByLabel('Value of docs').uncheck({ force: true });
  await editor.getByLabel('Emails (optional)').fill(writer.email);
  await editor.getByLabel('Emails (optional)').press('Enter');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(docsRow).toContainText(`false for emails ${writer.email}`);

  const other = await browser.newContext();
  try {
    const writerPage = await other.newPage();
    await signUpViaApi(writerPage, writer);
    await writerPage.goto('/dashboard');
    await expect(mainNav(writerPage).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(mainNav(writerPage).getByRole('link', { name: 'Docs' })).toHaveCount(0);

    await editor.getByRole('button', { name: 'Remove overrides' }).click();
    await expect(docsRow).toContainText('None');
    await writerPage.reload();
    await expect(mainNav(writerPage).getByRole('link', { name: 'Docs' })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('the editor shows the server refusing a bad email', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin/flags');
  await page.getByRole('button', { name: 'Edit files-limit' }).click();
  const editor = page.getByRole('form', { name: 'Override of files-limit' });
  await editor.getByLabel('Emails (optional)').fill('not-an-email');
  await editor.getByLabel('Emails (optional)').press('Enter');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert')).toHaveText('"not-an-email" is not an email address.');
});

test('a non-administrator who opens /admin/flags lands on the dashboard', async ({ page }) => {
  await signedInAt(page, 'not-admin', '/admin/flags');
  await expect(page).toHaveURL(/\/dashboard$/);
  const denied = await page.request.get('/api/admin/flags');
  expect(denied.status()).toBe(403);
});
