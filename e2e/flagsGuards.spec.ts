import { expect, test, type Browser, type Page } from '@playwright/test';
import { EDITOR_OPENS, fillSignInForm, mainNav, newUser, signUpViaApi } from './support';

/** The administrator of playwright.config.ts (ADMIN_EMAILS); adminFlags.spec.ts signs the same account in. */
const ADMIN = newUser('admin', { email: 'admin-e2e@example.com' });

/** A page signed in as the administrator, in a browser context of its own. */
async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const response = await page.request.post('/api/add/user', { data: ADMIN });
  if (response.status() !== 201) {
    await page.goto('/login');
    await fillSignInForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  return page;
}

/**
 * Sets one flag for one email through the admin API. Each test uses a flag no other spec touches:
 * the PUT replaces the flag's whole list of overrides.
 */
async function setFlagFor(admin: Page, flagId: string, email: string, value: unknown): Promise<void> {
  const response = await admin.request.put(`/api/admin/flags/${flagId}`, { data: { overrides: [{ value, emails: [email] }] } });
  expect(response.status(), await response.text()).toBe(200);
}
async function clearFlag(admin: Page, flagId: string): Promise<void> {
  expect((await admin.request.delete(`/api/admin/flags/${flagId}`)).status()).toBe(200);
}

test('a page whose flag is off does not open by URL: back to the dashboard, saying why', async ({ page, browser }) => {
  const admin = await adminPage(browser);
  const user = newUser('guarded');
  try {
    await setFlagFor(admin, 'optimizer-humanize', user.email, false);
    await signUpViaApi(page, user);
    await page.goto('/optimizer/humanize');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Humanize AI is not available on your account, so we brought you to the dashboard.')).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Humanize AI' })).toHaveCount(0);

    // Other pages still open, and the page opens again once the override is gone.
    await page.goto('/optimizer/seo');
    await expect(page.getByRole('heading', { name: 'Semantic SEO', level: 1 })).toBeVisible();
    await clearFlag(admin, 'optimizer-humanize');
    await page.goto('/optimizer/humanize');
    await expect(page).toHaveURL(/\/optimizer\/humanize$/);
    await expect(page.getByRole('heading', { name: 'Humanize AI', level: 1 })).toBeVisible();
  } finally {
    await clearFlag(admin, 'optimizer-humanize');
    await admin.context().close();
  }
});

test('an optimizer flag turned off hides its tab in the editor; the others stay', async ({ page, browser }) => {
  const admin = await adminPage(browser);
  const user = newUser('tabflag');
  try {
    await setFlagFor(admin, 'optimizer-interlinking', user.email, false);
    await signUpViaApi(page, user);
    await page.goto('/blogs/editor');
    await expect(page.getByTestId('doc-text')).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
    await expect(page.getByTestId('panel-tab-seo')).toBeVisible();
    await expect(page.getByTestId('panel-tab-plagiarism')).toBeVisible();
    await expect(page.getByTestId('panel-tab-links')).toHaveCount(0);
  } finally {
    await clearFlag(admin, 'optimizer-interlinking');
    await admin.context().close();
  }
});

/** Whether the page stopped the last copy: read by a listener that runs after the app's (window, bubbling). */
async function watchCopy(page: Page): Promise<() => Promise<boolean | null>> {
  await page.evaluate(() => {
    window.addEventListener('copy', (event) => {
      document.body.dataset.copyPrevented = String(event.defaultPrevented);
    });
  });
  return async () => {
    const value = await page.evaluate(() => document.body.dataset.copyPrevented ?? null);
    return value === null ? null : value === 'true';
  };
}

test('the copy-download flag lifts the copy restriction of a free plan', async ({ page, browser }) => {
  const admin = await adminPage(browser);
  const user = newUser('copyflag');
  const dialog = page.getByRole('dialog', { name: 'Copying is not available on your plan' });
  const heading = page.getByRole('heading', { name: `Welcome, ${user.name}` });
  try {
    await signUpViaApi(page, user);
    await page.goto('/dashboard');
    let copyPrevented = await watchCopy(page);
    await heading.selectText();
    await page.keyboard.press('Control+c');
    await expect(dialog).toBeVisible();
    expect(await copyPrevented()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await setFlagFor(admin, 'copy-download', user.email, true);
    await page.reload();
    await expect(heading).toBeVisible();
    await page.waitForLoadState('networkidle');
    copyPrevented = await watchCopy(page);
    await heading.selectText();
    await page.keyboard.press('Control+c');
    await expect.poll(copyPrevented).toBe(false);
    await expect(dialog).toHaveCount(0);
  } finally {
    await clearFlag(admin, 'copy-download');
    await admin.context().close();
  }
});

test('the chat-support widget opens the support thread, links to SUPPORT_URL, and hides when its flag is off', async ({ page, browser }) => {
  const admin = await adminPage(browser);
  const user = newUser('chat');
  try {
    await signUpViaApi(page, user);
    await page.goto('/dashboard');
    const widget = page.getByRole('button', { name: 'Chat with support' });
    await widget.click();
    const helpDesk = page.getByRole('dialog', { name: 'Support' }).getByRole('link', { name: 'Open the help desk' });
    await expect(helpDesk).toHaveAttribute('href', 'https://example.com/support-chat');
    await expect(helpDesk).toHaveAttribute('target', '_blank');

    await setFlagFor(admin, 'chat-support', user.email, false);
    await page.reload();
    await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(widget).toHaveCount(0);
  } finally {
    await clearFlag(admin, 'chat-support');
    await admin.context().close();
  }
});
