import { expect, test } from '@playwright/test';
import { newUser, signUpViaApi } from './support';

test('a bring-your-own-key user without a key is asked for one, and the key is stored', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('byok'));
  // Only the plan is changed in what the browser reads: new accounts start on the trial, and the
  // key calls behind the dialog are the server's real ones.
  await page.route('**/api/fetch/user/details?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, plan_name: 'byok_monthly' } });
  });
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: 'Add your provider key' });
  await expect(dialog).toBeVisible();

  const input = dialog.locator('input[name=provider_key]');
  await input.fill('sk-not-valid');
  await dialog.getByRole('button', { name: 'Save key' }).click();
  await expect(dialog.getByText('You have entered invalid OpenAI key. Please enter a valid key.')).toBeVisible();

  const saved = page.waitForResponse('**/api/save/user/key');
  await input.fill('sk-e2eKey9876');
  await dialog.getByRole('button', { name: 'Save key' }).click();
  const body = await (await saved).json();
  expect(body).toMatchObject({ has_key: true, key_hint: '…9876' });
  expect(JSON.stringify(body)).not.toContain('e2eKey');
  await expect(page.getByText('Key saved successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
  await page.waitForTimeout(1_500); // the dialog would open 1 s after load if the key were missing
  await expect(dialog).toHaveCount(0);
});
