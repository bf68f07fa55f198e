import { expect, test, type Browser } from '@playwright/test';
import { ERRORS } from '../core/errors';
import { newUser, signInAdmin, signUpViaApi } from './support';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

/** Adds a flag override for one email through the admin API (ADMIN_EMAILS in playwright.config.ts). */
async function overrideFlagFor(browser: Browser, flagId: string, email: string, value: unknown): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInAdmin(page);
    const current = await page.request.get('/api/admin/flags');
    const flags = ((await current.json()) as { flags: { id: string; overrides: unknown[] }[] }).flags;
    const existing = flags.find((flag) => flag.id === flagId)?.overrides ?? [];
    const response = await page.request.put(`/api/admin/flags/${flagId}`, { data: { overrides: [...existing, { value, emails: [email] }] } });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await context.close();
  }
}

test('a FactGPT question with every credit used is refused by the server (429) and opens the buy modal', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('refused-429'));
  const charged = await page.request.post('/api/user/credits/update', { data: { unique_id: user.uid, output_text: [words(20_000)] } });
  expect((await charged.json()).credits_left).toBe(0);
  // Using 50 credits earns a trial its extra week (spec §4); take it now so its dialog does not cover the page.
  const extended = await page.request.put('/api/v2/update/user/expiry', { data: { unique_id: user.uid, expiry_days: 7 } });
  expect(extended.status(), await extended.text()).toBe(200);

  await page.goto('/factgpt');
  await page.getByRole('combobox', { name: 'Model', exact: true }).click();
  await page.getByRole('option', { name: 'gpt-4', exact: true }).click();
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/generate/query/stream'));
  await page.getByRole('textbox', { name: 'Your question' }).fill('What is a tide?');
  await page.getByRole('button', { name: 'Send' }).click();
  expect((await refused).status()).toBe(429);

  const dialog = page.getByRole('dialog', { name: 'You have reached your plan’s limit' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(ERRORS.credits_exhausted.message);
  await dialog.getByRole('button', { name: 'Buy Plan' }).click();
  await expect(page).toHaveURL(/\/pricing/);
  await expect(dialog).toHaveCount(0);
});

test('the runs progress bar follows its flag', async ({ page, browser }) => {
  const shown = await signUpViaApi(page, newUser('runs-bar-on'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${shown.name}` })).toBeVisible();
  await expect(page.getByText('Articles: 3 of 3 runs left')).toBeVisible();

  const hidden = newUser('runs-bar-off');
  await overrideFlagFor(browser, 'runs-progress-bar', hidden.email, false);
  await page.context().clearCookies();
  await signUpViaApi(page, hidden);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${hidden.name}` })).toBeVisible();
  // The flags arrive after the user record; the bar must be gone once they have.
  await expect(page.getByText('Articles: 3 of 3 runs left')).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Articles runs left' })).toHaveCount(0);
});
