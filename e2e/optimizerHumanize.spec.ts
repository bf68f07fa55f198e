import { expect, test } from '@playwright/test';
import { saveDoc } from './savedDocs';
import { newUser, signUpViaApi } from './support';

/**
 * Humanize AI (issue 18, first part): the writing-style signals of a pasted text and of a doc,
 * worked out in the browser, each explained; choosing one marks the sentences behind it. Rewriting
 * is not built yet and the page says so.
 */
const STOCK = [
  "In today's fast-paced world, it is important to note that gardens matter to many families across the country.",
  'Gardens are a testament to patient care and steady work over many seasons of the year.',
  'Raised beds were built by volunteers in the spring and filled with compost from the town.',
  'We should delve into the details of soil, water and light before planting anything at all.',
].join(' ');
const TEXT = [STOCK, STOCK.replace('gardens matter', 'parks matter'), STOCK.replace('Gardens are', 'Yards are')].join('\n\n');

test('shows the signals of a pasted text and marks the sentences behind one; a doc works too', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('humanize'));
  await page.goto('/optimizer/humanize');
  await expect(page.getByRole('heading', { level: 1, name: 'Humanize AI' })).toBeVisible();
  await expect(page.getByTestId('page-not-built')).toHaveCount(0);
  await expect(page.getByTestId('humanize-rewrite-notice')).toContainText('Rewriting is not built yet');

  await page.getByTestId('humanize-input').fill(TEXT);
  const stock = page.locator('[data-testid="humanize-signal"][data-signal="stockPhrases"]');
  await expect(stock).toHaveAttribute('data-level', 'strong');
  await expect(stock.getByTestId('humanize-found')).toContainText('“delve into”');
  await expect(page.locator('[data-testid="humanize-signal"][data-signal="passiveVoice"]').getByTestId('humanize-found')).toContainText('were built');

  await stock.getByRole('button', { name: /Mark its/ }).click();
  const marks = page.getByTestId('humanize-mark');
  await expect(marks.first()).toBeVisible();
  await expect(page.getByTestId('humanize-text')).toContainText('We should delve into the details');
  expect(await marks.count()).toBeGreaterThan(0);
  await expect(marks.filter({ hasText: 'delve into' }).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/humanize-page.png', fullPage: true });
  await stock.getByRole('button', { name: 'Hide its sentences' }).click();
  await expect(marks).toHaveCount(0);

  // A doc of the project: its signals, read from its HTML.
  await saveDoc(page, user, 'Garden draft', TEXT.split('\n\n').map((paragraph) => `<p>${paragraph}</p>`).join(''));
  await page.getByText('A doc of this project').click();
  await page.getByRole('combobox', { name: 'Doc' }).click();
  await page.getByRole('option', { name: /Garden draft/ }).click();
  await expect(stock).toHaveAttribute('data-level', 'strong');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/humanize-page-phone.png', fullPage: true });
});

test('the editor’s Style tab shows the doc’s signals and marks a signal’s sentences in the text', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('humanize-tab'));
  const copyId = await saveDoc(page, user, 'Styled draft', `<h2>Garden notes</h2>${TEXT.split('\n\n').map((paragraph) => `<p>${paragraph}</p>`).join('')}`);
  await page.goto(`/blogs/editor?copy_id=${copyId}`);
  const docText = page.getByTestId('doc-text');
  await expect(docText).toHaveAttribute('contenteditable', 'true');
  await page.getByTestId('panel-tab-style').click();
  const tab = page.getByTestId('style-tab');
  const stock = tab.locator('[data-testid="humanize-signal"][data-signal="stockPhrases"]');
  await expect(stock).toHaveAttribute('data-level', 'strong');
  await stock.getByRole('button', { name: /Mark its/ }).click();
  const hits = docText.locator('.lf-style-hit');
  await expect(hits.first()).toBeVisible();
  await expect(hits.filter({ hasText: 'We should delve into the details' }).first()).toBeVisible();
  // The heading is not a sentence of the signals, so it is never marked.
  await expect(hits.filter({ hasText: 'Garden notes' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/humanize-editor-tab.png' });
  // Leaving the tab clears the marks.
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(hits).toHaveCount(0);
});
