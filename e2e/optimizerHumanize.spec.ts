import { expect, test, type Page } from '@playwright/test';
import { saveDoc } from './savedDocs';
import { EDITOR_OPENS, newUser, signUpViaApi } from './support';

/**
 * Humanize AI (issue 18): the writing-style signals of a pasted text and of a doc, worked out in the
 * browser, each explained; choosing one marks the sentences behind it. Rewrites run on gpt-4, the
 * fake model here (server/test/fakeProviders/openaiCompatible.ts humanizeAnswer: stock phrases
 * dropped, "delve into" → "look at", a paragraph with "dropnumber" loses its first number); the
 * default model (azure-gpt) is the offline engine, which says rewriting needs a model. In the
 * editor's Style tab an accepted rewrite is made in the doc in place: only the changed words, so a
 * kept bold word stays bold, and one Undo restores the paragraph.
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
  await expect(page.getByTestId('humanize-rewrite')).toContainText('no tool can promise to pass AI detectors');

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
  // A doc is rewritten as a copy of its text in the text box; the saved doc is not changed from here.
  await page.getByRole('button', { name: 'Rewrite a copy of this doc’s text' }).click();
  await expect(page.getByTestId('humanize-input')).toHaveValue(TEXT);
  await expect(page.getByTestId('humanize-copied-doc')).toContainText('Copied from the doc “Garden draft”');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/humanize-page-phone.png', fullPage: true });
});

test('the editor’s Style tab shows the doc’s signals and marks a signal’s sentences in the text', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('humanize-tab'));
  const copyId = await saveDoc(page, user, 'Styled draft', `<h2>Garden notes</h2>${TEXT.split('\n\n').map((paragraph) => `<p>${paragraph}</p>`).join('')}`);
  await page.goto(`/blogs/editor?copy_id=${copyId}`);
  const docText = page.getByTestId('doc-text');
  await expect(docText).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
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

const MILL = "In today's fast-paced world, the old mill on the river ground flour for 300 families.";
const ARCHIVE = 'Visitors who delve into the archive find the ledgers of Thomas Hartley.';
const BOX = 'The miller kept his accounts in a green tin box that his daughter still owns.';
const BRIDGE = 'The stone bridge opened in 1887 and dropnumber carried 40 carts a day.';
const PARAGRAPHS = [MILL, ARCHIVE, BOX, BRIDGE];

async function pickModel(page: Page, model: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Model', exact: true }).click();
  await page.getByRole('option', { name: model, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(model);
}

test('rewrites the selected paragraphs with a model: one accepted, one rejected; a rewrite that lost a number cannot be accepted', async ({ page }) => {
  await signUpViaApi(page, newUser('humanize-rewrite'));
  await page.goto('/optimizer/humanize');
  await pickModel(page, 'gpt-4');
  const box = page.getByTestId('humanize-input');
  const text = PARAGRAPHS.join('\n\n');
  await box.fill(text);

  await test.step('a selection from the first paragraph into the second rewrites those two', async () => {
    const [from, to] = [text.indexOf(MILL) + 5, text.indexOf(ARCHIVE) + 8];
    await box.evaluate((element: HTMLTextAreaElement, [a, b]) => element.setSelectionRange(a!, b!), [from, to]);
    await page.getByRole('button', { name: 'Rewrite selection' }).click();
    const passages = page.getByTestId('humanize-passage');
    await expect(passages).toHaveCount(2);
    await expect(passages.nth(0).getByTestId('humanize-diff').locator('del').first()).toContainText('fast-paced world');
    await expect(passages.nth(1).getByTestId('humanize-diff').locator('ins').first()).toContainText('look at');
    await page.screenshot({ path: '/tmp/humanize-rewrite-review.png', fullPage: true });

    await passages.nth(0).getByRole('button', { name: 'Accept' }).click();
    await passages.nth(1).getByRole('button', { name: 'Reject' }).click();
    await expect(passages.nth(0)).toHaveAttribute('data-status', 'accepted');
    await expect(passages.nth(1)).toHaveAttribute('data-status', 'rejected');
    await expect(box).toHaveValue(['The old mill on the river ground flour for 300 families.', ARCHIVE, BOX, BRIDGE].join('\n\n'));
    await expect(page.getByTestId('humanize-signal-change').locator('tr[data-signal="stockPhrases"]')).toBeVisible();
  });

  await test.step('rewriting all flags the paragraph that lost 1887, with no Accept button; Accept all takes only the others', async () => {
    await page.getByRole('button', { name: 'Rewrite all' }).click();
    const passages = page.getByTestId('humanize-passage');
    await expect(passages).toHaveCount(4);
    const bridge = passages.nth(3);
    await expect(bridge.getByTestId('humanize-lost-fact')).toHaveText('This rewrite lost 1887 — edit it yourself or reject it.');
    await expect(bridge.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expect(bridge.getByRole('button', { name: 'Reject' })).toBeVisible();
    await expect(passages.nth(0)).toHaveAttribute('data-status', 'unchanged');
    await page.screenshot({ path: '/tmp/humanize-rewrite-flagged.png', fullPage: true });
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect(passages.nth(1)).toHaveAttribute('data-status', 'accepted');
    await expect(bridge).toHaveAttribute('data-status', 'open');
    await expect(box).toHaveValue(['The old mill on the river ground flour for 300 families.', ARCHIVE.replace('delve into', 'look at'), BOX, BRIDGE].join('\n\n'));
  });
});

test('without a model, rewriting says it needs one and how to get one', async ({ page }) => {
  await signUpViaApi(page, newUser('humanize-offline'));
  await page.goto('/optimizer/humanize');
  await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue('azure-gpt (offline engine)');
  await page.getByTestId('humanize-input').fill(PARAGRAPHS.join('\n\n'));
  await page.getByRole('button', { name: 'Rewrite all' }).click();
  const notice = page.getByTestId('humanize-rewrite-notice');
  await expect(notice).toContainText('no language model connected');
  await expect(notice).toContainText('Ask your administrator to connect one.');
  await expect(page.getByTestId('humanize-passage')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/humanize-rewrite-offline.png', fullPage: true });
});

test('the editor’s Style tab rewrites the selected paragraphs in place: one accepted keeps its bold word, one rejected; Undo restores', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('humanize-tab-rewrite'));
  const mill = "In today's fast-paced world, the old <strong>mill</strong> on the river ground flour for 300 families.";
  const copyId = await saveDoc(page, user, 'Mill draft', `<h2>The mill</h2><p>${mill}</p><p>${ARCHIVE}</p>`);
  await page.goto(`/blogs/editor?copy_id=${copyId}`);
  const docText = page.getByTestId('doc-text');
  await expect(docText).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
  await page.getByTestId('panel-tab-style').click();
  const tab = page.getByTestId('style-tab');
  await tab.getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: 'gpt-4', exact: true }).click();

  // From the start of the first paragraph to the end of the doc: both paragraphs, the heading is not sent.
  const paragraphs = docText.locator('p');
  await paragraphs.nth(0).click({ position: { x: 4, y: 4 } });
  await page.keyboard.press('Home');
  await page.keyboard.press('Control+Shift+End');
  await tab.getByRole('button', { name: 'Rewrite selection' }).click();
  const passages = tab.getByTestId('humanize-passage');
  await expect(passages).toHaveCount(2);
  await expect(passages.nth(0).getByTestId('humanize-diff').locator('del').first()).toContainText('fast-paced world');
  await expect(passages.nth(1).getByTestId('humanize-diff').locator('ins').first()).toContainText('look at');
  await expect(tab.getByTestId('humanize-review')).toContainText('one optimisation run');
  await page.screenshot({ path: '/tmp/humanize-editor-rewrite.png' });

  await passages.nth(0).getByRole('button', { name: 'Accept' }).click();
  await passages.nth(1).getByRole('button', { name: 'Reject' }).click();
  await expect(passages.nth(0)).toHaveAttribute('data-status', 'accepted');
  await expect(passages.nth(1)).toHaveAttribute('data-status', 'rejected');
  const rewritten = 'The old mill on the river ground flour for 300 families.';
  await expect(paragraphs.nth(0)).toHaveText(rewritten);
  await expect(paragraphs.nth(1)).toHaveText(ARCHIVE);
  await expect(docText.getByRole('heading', { name: 'The mill' })).toBeVisible();
  // Only the changed words were replaced: the kept bold word is still bold.
  await expect(paragraphs.nth(0).locator('strong')).toHaveText('mill');

  // One Undo (in the doc, where Reject took the focus from) restores the paragraph as it was, bold word included.
  await paragraphs.nth(1).click();
  await page.keyboard.press('Control+z');
  await expect(paragraphs.nth(0)).toHaveText("In today's fast-paced world, the old mill on the river ground flour for 300 families.");
  await expect(paragraphs.nth(0).locator('strong')).toHaveText('mill');
  await expect(paragraphs.nth(1)).toHaveText(ARCHIVE);
});
