import { expect, test, type Page } from '@playwright/test';
import { newUser, signInAdmin, signUpViaApi, type TSignedUpUser } from './support';

/** What a newcomer met on the core path (issue 16): empty pages, configuration talk, cut-off text. */
test.use({ timezoneId: 'UTC', locale: 'en-US' });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SHOTS = 'test-results/screenshots';
const LONG_TITLE = 'How a small coffee roaster in the north of Portugal doubled its online orders in one winter without paid ads';

async function firstProjectId(page: Page, user: TSignedUpUser): Promise<string> {
  const response = await page.request.get(`/api/fetch/user/details?unique_id=${user.uid}`);
  return ((await response.json()) as { projects: { _id: string }[] }).projects[0]!._id;
}

async function saveDoc(page: Page, user: TSignedUpUser, title: string): Promise<string> {
  const response = await page.request.post('/api/save/user/copy', {
    data: { unique_id: user.uid, project_id: await firstProjectId(page, user), title, copy_to_save: '<p>Roasting notes.</p>' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { copy: { _id: string } }).copy._id;
}

/** Asks FactGPT in instruct mode (the default) on the default model, which runs on the offline engine here. */
async function askInstruct(page: Page): Promise<void> {
  await page.goto('/factgpt');
  await page.getByRole('textbox', { name: 'Your question' }).fill('Write me a poem about the sea');
  await page.getByRole('button', { name: 'Send' }).click();
}

test.describe('first use', () => {
  test.use({ viewport: DESKTOP });

  test('the dashboard’s shortcuts lead only to pages that work', async ({ page }) => {
    // Twelve shortcuts, each opened from a fresh dashboard: more than the default minute on a busy machine.
    test.slow();
    await signUpViaApi(page, newUser('first-shortcuts'));
    await page.goto('/dashboard');
    const shortcuts = page.getByRole('region', { name: 'Start something' }).getByRole('link');
    await expect(shortcuts.first()).toBeVisible();
    const count = await shortcuts.count();
    for (let index = 0; index < count; index += 1) {
      await page.goto('/dashboard');
      const link = shortcuts.nth(index);
      const label = await link.textContent();
      await link.click();
      await expect(page.getByRole('heading', { level: 1 }), label ?? '').toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), `${label} leads to a page that exists`).toHaveCount(0);
    }

    await page.goto('/dashboard');
    await page.screenshot({ path: `${SHOTS}/dashboard-shortcuts-desktop.png`, fullPage: true });
  });

  test('with no model for the chosen name, a user is told to ask their administrator, and the picker says which names are offline', async ({ page }) => {
    await signUpViaApi(page, newUser('first-no-model'));
    await askInstruct(page);
    const notice = page.getByTestId('engine-notice');
    await expect(notice).toContainText('this site has no language model connected. Ask your administrator to connect one.');
    await expect(notice).not.toContainText('OPENAI');
    await expect(notice).not.toContainText('restart');

    // playwright.config.ts runs gpt-4 on the fake model; every other name is on the offline engine.
    await page.getByRole('combobox', { name: 'Model', exact: true }).click();
    await expect(page.getByRole('option', { name: 'azure-gpt offline engine' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'gpt-4', exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/factgpt-model-picker-desktop.png` });
  });

  test('an administrator is told what to configure', async ({ page }) => {
    await signInAdmin(page);
    await askInstruct(page);
    // ADMIN_EMAILS of playwright.config.ts names this account.
    await expect(page.getByTestId('engine-notice')).toContainText('OPENAI_COMPATIBLE_BASE_URL');
  });
});

/** The title box shows all of a long title, wrapped, and the docs list keeps its "Shared" badge whole. */
for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`long titles on ${name}`, () => {
    test.use({ viewport });

    test('the editor’s title box wraps a long title; the docs list keeps its Shared badge whole', async ({ page }) => {
      const user = await signUpViaApi(page, newUser(`first-title-${name}`));
      const copyId = await saveDoc(page, user, LONG_TITLE);
      const shared = await page.request.post('/api/update/copy/share', { data: { unique_id: user.uid, copy_id: copyId, shared: true } });
      expect(shared.status(), await shared.text()).toBe(200);

      await page.goto(`/blogs/editor?copy_id=${copyId}`);
      const title = page.getByRole('textbox', { name: 'Title' });
      await expect(title).toHaveValue(LONG_TITLE);
      await expect(title).toBeEditable();
      const box = await title.evaluate((element: HTMLTextAreaElement) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        scrollHeight: element.scrollHeight,
        clientHeight: element.clientHeight,
        lineHeight: parseFloat(getComputedStyle(element).lineHeight),
      }));
      // All of it in view: no hidden overflow either way, and more than one line tall.
      expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
      expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight + 1);
      expect(box.clientHeight).toBeGreaterThan(box.lineHeight * 1.5);
      // A title is one line: Enter does not break it.
      await title.press('End');
      await title.press('Enter');
      await expect(title).toHaveValue(LONG_TITLE);
      await page.screenshot({ path: `${SHOTS}/editor-long-title-${name}.png` });

      await page.goto('/blogs');
      await expect(page.getByRole('heading', { level: 1, name: 'Docs' })).toBeVisible();
      const badge = page.getByTestId('blog-row').getByText('Shared', { exact: true });
      await expect(badge).toBeVisible();
      const fits = await badge.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits, 'the badge shows its whole word').toBe(true);
      await page.screenshot({ path: `${SHOTS}/docs-shared-badge-${name}.png` });
    });
  });
}

test.describe('first use on a phone', () => {
  test.use({ viewport: PHONE });

  test('the profile page fits the screen', async ({ page }) => {
    await signUpViaApi(page, newUser('first-profile-phone'));
    await page.goto('/account/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SHOTS}/profile-phone.png` });
  });
});
