import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './support';

/**
 * AutoBlog runs that do not simply finish (issue 19): broken CSV rows reported by row, an article
 * whose section the model keeps failing (failed with its reason, Retry), and a run cancelled while
 * it writes (its articles cancelled, each retryable) that tells its owner when it settles. The fake
 * model fails "fake-fail-section" keywords' second section and streams "fake-slow" ones slowly.
 */
const SHOTS = '/tmp/shots';

async function openHowTo(page: Page): Promise<void> {
  await page.goto('/templates?category=workflow');
  await page.getByTestId('autoblog-template-how_to').click();
  await expect(page.getByTestId('autoblog-form')).toBeVisible();
  const form = page.getByTestId('autoblog-form');
  await form.getByRole('combobox', { name: 'Research', exact: true }).click();
  await page.getByRole('option', { name: 'Model knowledge and assets', exact: true }).click();
  await form.getByRole('combobox', { name: 'Model', exact: true }).click();
  await page.getByRole('option', { name: 'gpt-4', exact: true }).click();
  await form.getByRole('combobox', { name: 'Length', exact: true }).click();
  await page.getByRole('option').first().click();
}

test('a CSV with broken rows is refused row by row, nothing started', async ({ page }) => {
  await signUpViaApi(page, newUser('autoblog-csv'));
  await openHowTo(page);
  await page.getByTestId('autoblog-keyword-source').getByText('CSV').click();
  await page.getByTestId('autoblog-keywords').fill('keyword,title,notes\ncompost,Compost,"Two lines\nof notes"\n,No keyword,\na,b,c,d');
  await page.getByTestId('autoblog-start').click();
  await expect(page.getByTestId('autoblog-error')).toContainText('row 4: the keyword is empty; row 5: 4 columns (expected keyword, title, notes)');
  await expect(page).toHaveURL(/\/templates\?category=workflow/);
  await page.screenshot({ path: `${SHOTS}/autoblog-csv-broken.png`, fullPage: true });
});

test('an article the model keeps failing fails with its reason and can be retried; the other finishes', async ({ page }) => {
  test.setTimeout(150_000);
  await signUpViaApi(page, newUser('autoblog-fail'));
  await openHowTo(page);
  await page.getByTestId('autoblog-keyword-source').getByText('A list').click();
  await page.getByTestId('autoblog-keywords').fill('fake-fail-section pruning\nmulching');
  await page.getByTestId('autoblog-start').click();
  await expect(page).toHaveURL(/\/templates\/workflow\/runs\/[^/]+$/);
  const broken = page.locator('[data-testid="autoblog-article"][data-keyword="fake-fail-section pruning"]');
  await expect(broken).toHaveAttribute('data-status', 'failed', { timeout: 100_000 });
  await expect(page.locator('[data-testid="autoblog-article"][data-keyword="mulching"]')).toHaveAttribute('data-status', 'done');
  await expect(broken.getByTestId('article-error')).toContainText('Failed while writing section 2 of 3');
  await expect(broken.getByTestId('article-error')).toContainText('Nothing was charged');
  await page.screenshot({ path: `${SHOTS}/autoblog-failed-article.png`, fullPage: true });
  await broken.getByTestId('article-retry').click();
  // Retried from its last stored step: it works again (and the fake fails it again).
  await expect(broken).not.toHaveAttribute('data-status', 'failed');
  await expect(broken).toHaveAttribute('data-status', 'failed', { timeout: 100_000 });
});

test('a run cancelled while it writes: its articles are cancelled and retryable, and it tells its owner it settled', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newUser('autoblog-cancel'));
  await openHowTo(page);
  await page.getByTestId('autoblog-keyword-source').getByText('A list').click();
  await page.getByTestId('autoblog-keywords').fill('fake-slow hedges\nfake-slow ponds');
  await page.getByTestId('autoblog-notify-email').check();
  await page.getByTestId('autoblog-start').click();
  await expect(page).toHaveURL(/\/templates\/workflow\/runs\/[^/]+$/);
  await expect(page.getByTestId('run-notify')).toHaveText('When it finishes, we tell you by email.');
  await page.getByTestId('run-cancel').click();
  await expect(page.getByTestId('run-status')).toHaveText('Cancelled');
  await expect(page.locator('[data-testid="autoblog-article"][data-status="cancelled"]')).toHaveCount(2);
  await expect(page.getByTestId('article-retry')).toHaveCount(2);
  await expect(page.getByTestId('run-cancel')).toHaveCount(0);
  await expect(page.getByTestId('run-notify')).toContainText('Told you by email when it finished', { timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/autoblog-cancelled.png`, fullPage: true });
});
