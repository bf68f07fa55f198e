import { expect, test, type Page } from '@playwright/test';
import { PROVIDER_ERROR_MESSAGES, PROVIDER_STATUS_URL } from '../core/errors';
import { newUser, signUpViaApi, type TSignedUpUser } from './support';

/**
 * Spec §8 for bring-your-own-key users, end to end: the user buys the byok plan (on the installation
 * that sells plans through the fake Stripe, whose OPENAI_BASE_URL is the fake model), saves a key in
 * the key dialog, and asks FactGPT. The fake model refuses keys containing "fakestatus<status>"
 * (server/test/fakeProviders/openaiCompatible.ts) the way OpenAI does; the server maps the refusal
 * (server/ai/providerErrors.ts) and the page shows the provider dialog (404, 437, 440) or an alert.
 */
const BILLING_URL = 'http://127.0.0.1:3102';
const FAKE_MODEL_REQUESTS = 'http://127.0.0.1:3191/_fake/requests';

test.use({ baseURL: BILLING_URL });

/** A new user on the byok plan, bought through Checkout and assigned by the signed webhook. */
async function byokUser(page: Page, tag: string): Promise<TSignedUpUser> {
  const user = await signUpViaApi(page, newUser(tag));
  const checkout = await page.request.post('/api/billing/checkout', { data: { unique_id: user.uid, plan_id: 'byok_monthly' } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const paid = await page.request.post(((await checkout.json()) as { url: string }).url);
  expect(paid.status()).toBe(200);
  const details = await page.request.get(`/api/fetch/user/details?unique_id=${user.uid}`);
  expect(((await details.json()) as { plan_name: string }).plan_name).toBe('byok_monthly');
  return user;
}

/** Saves the key through the dialog a byok user without one gets (the browser encrypts it). */
async function saveKeyInDialog(page: Page, key: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Add your provider key' });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[name=provider_key]').fill(key);
  await dialog.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByText('Key saved successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

async function creditsUsed(page: Page, user: TSignedUpUser): Promise<number> {
  const response = await page.request.get(`/api/verify/user/credits?unique_id=${user.uid}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { credits_used: number }).credits_used;
}

/** A byok user whose key the fake model refuses, on /factgpt with gpt-4 picked, having asked a question. */
async function askWithRefusedKey(page: Page, tag: string, key: string): Promise<TSignedUpUser> {
  const user = await byokUser(page, tag);
  await page.goto('/factgpt');
  await saveKeyInDialog(page, key);
  expect(await creditsUsed(page, user)).toBe(0);
  await page.getByRole('combobox', { name: 'Model', exact: true }).click();
  await page.getByRole('option', { name: 'gpt-4', exact: true }).click();
  const question = `What is compound interest? (${tag})`;
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/generate/query/stream'));
  await page.getByRole('button', { name: 'Send' }).click();
  await answered;
  // The refusal came from the provider, for this user's own key.
  const seen = (await (await page.request.get(FAKE_MODEL_REQUESTS)).json()) as { authorization?: string; prompt: string }[];
  expect(seen.some((request) => request.authorization === `Bearer ${key}` && request.prompt.includes(question))).toBe(true);
  return user;
}

const appAlert = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Dismiss alert' }) });

test.describe('bring-your-own-key provider errors', () => {
  test('a key out of quota (437) opens the provider dialog; nothing is charged and the question is not saved', async ({ page }) => {
    const user = await askWithRefusedKey(page, 'byok-437', 'sk-fakestatus429quota1234');
    const dialog = page.getByRole('dialog', { name: 'Your provider quota is used up' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(PROVIDER_ERROR_MESSAGES[437]);
    await expect(appAlert(page)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('provider-error-437.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('answer').getByRole('alert')).toContainText(PROVIDER_ERROR_MESSAGES[437]);
    await expect(page.getByRole('navigation', { name: 'Chats' }).first().getByText('No saved chats in this project yet.')).toBeVisible();
    expect(await creditsUsed(page, user)).toBe(0);
  });

  test('a key without the model (404) opens the provider dialog about gpt-4 access', async ({ page }) => {
    const user = await askWithRefusedKey(page, 'byok-404', 'sk-fakestatus404abcd');
    const dialog = page.getByRole('dialog', { name: 'Your key cannot use this model' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(PROVIDER_ERROR_MESSAGES[404]);
    expect(await creditsUsed(page, user)).toBe(0);
  });

  test('a provider server error (440) opens the dialog with the status page link', async ({ page }) => {
    await askWithRefusedKey(page, 'byok-440', 'sk-fakestatus503wxyz');
    const dialog = page.getByRole('dialog', { name: 'Your provider is having trouble' });
    await expect(dialog).toContainText(PROVIDER_ERROR_MESSAGES[440]);
    await expect(dialog.getByRole('link', { name: 'Open the provider’s status page' })).toHaveAttribute('href', PROVIDER_STATUS_URL);
  });

  test('a rate limit (432), a refused key (441) and any other refusal (unknown error) are alerts, not the dialog', async ({ page }) => {
    const user = await askWithRefusedKey(page, 'byok-432', 'sk-fakestatus429limit');
    await expect(appAlert(page).filter({ hasText: PROVIDER_ERROR_MESSAGES[432] })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('provider-error-432.png'), fullPage: true });
    expect(await creditsUsed(page, user)).toBe(0);

    await askWithRefusedKey(page, 'byok-441', 'sk-fakestatus401nope');
    await expect(appAlert(page).filter({ hasText: PROVIDER_ERROR_MESSAGES[441] })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await askWithRefusedKey(page, 'byok-unknown', 'sk-fakestatus400odd');
    await expect(appAlert(page).filter({ hasText: PROVIDER_ERROR_MESSAGES.unknown })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
