import { expect, test, type Page } from '@playwright/test';
import { saveDoc } from './savedDocs';
import { EDITOR_OPENS, newUser, signUpViaApi, type TSignedUpUser } from './support';

/**
 * Plagiarism (issue 17): a doc that copies a paragraph of another doc is checked from the editor's
 * Plagiarism tab and from /optimizer/plagiarism; the other doc is found and the copied paragraph is
 * marked. New accounts are on the trial, whose plan has no plagiarism checks: the check runs on the
 * installation that sells plans (port 3102, fake Stripe), where the user buys Premium Tier 1 first.
 */
const BILLING_URL = 'http://127.0.0.1:3102';

const COPIED =
  'Lighthouse keepers on the northern cape trimmed their lamp wicks every four hours, logged each passing ship by its flag and hull colour, and rowed supplies across the bay whenever the winter storms allowed a crossing.';
const OWN_START = 'Our guide to coastal history begins with the people who kept the lights burning through long nights.';
const OWN_END = 'Today automated beacons do the same work, and the old towers have become museums that welcome visitors all summer.';

/** Buys Premium Tier 1 (10 plagiarism checks a month) through the fake Stripe Checkout, and waits for the webhook to assign it. */
async function buyPremium(page: Page, user: TSignedUpUser): Promise<void> {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Buy Premium Tier 1, monthly' }).click();
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect
    .poll(async () => ((await (await page.request.get(`/api/fetch/user/details?unique_id=${user.uid}`)).json()) as { plan_name: string | null }).plan_name)
    .toBe('premium_tier_1_monthly_june_2024');
}

test.describe('plagiarism check on a plan that includes it', () => {
  test.use({ baseURL: BILLING_URL });

  test('finds the doc a paragraph was copied from, in the editor tab and on the page, and marks the paragraph', async ({ page }) => {
    test.setTimeout(150_000);
    const user = await signUpViaApi(page, newUser('plagiarism'));
    await buyPremium(page, user);
    await saveDoc(page, user, 'Lighthouse keepers', `<p>${COPIED}</p><p>The keepers' families often lived in the tower's lower rooms.</p>`);
    const copyId = await saveDoc(page, user, 'Coastal history guide', `<p>${OWN_START}</p><p>${COPIED}</p><p>${OWN_END}</p>`);

    await test.step('the editor tab checks the doc and marks the copied paragraph', async () => {
      await page.goto(`/blogs/editor?copy_id=${copyId}`);
      const docText = page.getByTestId('doc-text');
      await expect(docText).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
      await page.getByTestId('panel-tab-plagiarism').click();
      const tab = page.getByTestId('plagiarism-tab');
      await expect(tab.getByText('This doc has not been checked yet.')).toBeVisible();
      await tab.getByRole('button', { name: 'Check this doc' }).click();

      const source = tab.getByTestId('plagiarism-source').filter({ hasText: 'Lighthouse keepers' });
      await expect(source).toBeVisible({ timeout: 30_000 });
      await expect(source.getByRole('img', { name: 'Your doc' })).toBeVisible();
      // The copied paragraph (not the doc's own sentences) is marked, and says where it was found.
      const marks = docText.locator('.lf-plag-mark');
      await expect(marks.first()).toBeVisible();
      await expect.poll(async () => (await marks.allTextContents()).join('')).toContain('trimmed their lamp wicks every four hours');
      expect((await marks.allTextContents()).join('')).not.toContain('automated beacons');
      await expect(marks.first()).toHaveAttribute('title', /^Found in Lighthouse keepers/);
      const original = Number((await tab.getByTestId('plagiarism-original').textContent())!.replace('%', ''));
      expect(original).toBeGreaterThan(0);
      expect(original).toBeLessThan(100);
      await page.screenshot({ path: '/tmp/plagiarism-editor.png', fullPage: true });

      // Seen in CI and on one checkout, not elsewhere: right after a check the editor remounts and its
      // panel falls back to Details (an open bug, noted on issue 21). The tab is opened again so the
      // rest of this test still checks what it is about; the check's result reloads with it.
      if (!(await tab.isVisible())) await page.getByTestId('panel-tab-plagiarism').click();
      // Side by side opens in a dialog with the source's passage.
      await source.getByRole('button', { name: 'Side by side' }).click();
      const dialog = page.getByRole('dialog', { name: 'Side by side' });
      await expect(dialog.getByTestId('side-by-side-source').first()).toContainText('trimmed their lamp wicks');
      await page.keyboard.press('Escape');

      // After a reload the tab shows the last check and marks the doc again, without a new check.
      await page.reload();
      await expect(docText).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
      await page.getByTestId('panel-tab-plagiarism').click();
      await expect(page.getByTestId('plagiarism-source').filter({ hasText: 'Lighthouse keepers' })).toBeVisible();
      await expect.poll(async () => (await docText.locator('.lf-plag-mark').allTextContents()).join('')).toContain('rowed supplies across the bay');
      await expect(page.getByTestId('plagiarism-stale')).toHaveCount(0);

      // Leaving the tab clears the marks; coming back puts them back.
      await page.getByRole('tab', { name: 'Details' }).click();
      await expect(docText.locator('.lf-plag-mark')).toHaveCount(0);
      await page.getByTestId('panel-tab-plagiarism').click();
      await expect(docText.locator('.lf-plag-mark').first()).toBeVisible();

      // Words typed before the paragraph move it: it is found again by its words and stays marked.
      await docText.locator('p').first().click();
      await page.keyboard.press('Control+Home');
      await page.keyboard.type('Fresh opening words. ');
      await expect(page.getByTestId('plagiarism-stale')).toContainText('its figures describe the text as it was');
      await expect.poll(async () => (await docText.locator('.lf-plag-mark').allTextContents()).join('')).toContain('trimmed their lamp wicks');

      // A word of the copied paragraph edited away: the passage is no longer marked, and the tab says the check is stale.
      await docText.locator('.lf-plag-mark').first().dblclick();
      await page.keyboard.press('Backspace');
      await expect(page.getByTestId('plagiarism-stale')).toContainText('no longer where it was');
      await expect(docText.locator('.lf-plag-mark')).toHaveCount(0);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Details' }).click();
      await page.getByRole('dialog', { name: 'Doc details' }).getByTestId('panel-tab-plagiarism').click();
      await expect(page.getByRole('dialog', { name: 'Doc details' }).getByTestId('plagiarism-source')).toBeVisible();
      await page.screenshot({ path: '/tmp/plagiarism-editor-phone.png' });
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    await test.step('the page checks a doc of the project, leaving the doc itself out', async () => {
      await page.goto('/optimizer/plagiarism');
      await page.getByText('A doc of this project').click();
      await page.getByRole('combobox', { name: 'Doc' }).click();
      await page.getByRole('option', { name: /^Coastal history guide/ }).click();
      await expect(page.getByTestId('plagiarism-word-count')).not.toHaveText('0 words');
      await page.getByRole('button', { name: 'Check for plagiarism' }).click();
      const report = page.getByTestId('plagiarism-report');
      await expect(report.getByTestId('plagiarism-source').filter({ hasText: 'Lighthouse keepers' })).toBeVisible({ timeout: 30_000 });
      await expect(report.getByTestId('plagiarism-source')).toHaveCount(1);
      await expect(report.getByTestId('plagiarism-checked-text').locator('mark').first()).toContainText('lamp wicks');
    });

    await test.step('the page checks a pasted text: too short first, then the copy', async () => {
      await page.reload();
      const box = page.getByRole('textbox', { name: 'Text to check' });
      const check = page.getByRole('button', { name: 'Check for plagiarism' });
      await box.fill('One two three four five six seven eight nine ten eleven twelve thirteen fourteen');
      await expect(page.getByTestId('plagiarism-word-count')).toHaveText('14 words');
      await expect(page.getByTestId('plagiarism-min-words')).toContainText('At least 15 words are required to perform a search.');
      await expect(check).toBeDisabled();

      // Pasted HTML is checked as its text.
      await box.fill(`<h2>Keepers</h2><p>${COPIED}</p>`);
      await expect(page.getByTestId('plagiarism-word-count')).toContainText('(HTML read as its text)');
      await check.click();
      const report = page.getByTestId('plagiarism-report');
      await expect(report.getByTestId('plagiarism-source').filter({ hasText: 'Lighthouse keepers' })).toBeVisible({ timeout: 30_000 });
      // Both docs hold the paragraph: both are sources.
      await expect(report.getByTestId('plagiarism-source').filter({ hasText: 'Coastal history guide' })).toBeVisible();
      const checked = report.getByTestId('plagiarism-checked-text');
      await expect(checked).not.toContainText('<p>');
      await expect(checked.locator('mark').first()).toContainText('lamp wicks');
      await expect(report.getByTestId('side-by-side-row').first()).toBeVisible();
      await expect(report.getByTestId('plagiarism-runs-left')).toHaveText('7');
      await page.screenshot({ path: '/tmp/plagiarism-page.png', fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/tmp/plagiarism-page-phone.png', fullPage: true });
    });
  });
});

test('a plan without plagiarism checks is told so', async ({ page }) => {
  await signUpViaApi(page, newUser('plagiarism-trial'));
  await page.goto('/optimizer/plagiarism');
  await page.getByRole('textbox', { name: 'Text to check' }).fill(COPIED);
  await page.getByRole('button', { name: 'Check for plagiarism' }).click();
  await expect(page.getByTestId('plagiarism-error')).toContainText('Your current plan does not support Plagiarism Check.');
  await expect(page.getByTestId('plagiarism-error').getByRole('link', { name: 'See the plans' })).toBeVisible();
});
