import { expect, test, type Page } from '@playwright/test';
import { EDITOR_OPENS, newUser, signUpViaApi } from './support';

/**
 * The editor's formatting toolbar (issue 7, "Docs and the editor"): every kind of block the doc
 * schema has, made through the toolbar a writer uses, reaches the HTML the server keeps and stays
 * after a reload.
 */

const docText = (page: Page) => page.getByTestId('doc-text');
const toolbarButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** A same-origin picture (the app's CSP allows 'self' and https: images), served by the test itself: no internet. */
const IMAGE_URL = 'http://127.0.0.1:3100/e2e-fixtures/figure.svg';
const IMAGE_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' width='160' height='60'><rect width='160' height='60' fill='#4c6ef5'/><text x='12' y='38' fill='white' font-size='20'>figure</text></svg>";

/** What the server holds as the doc's HTML (copy_to_save, derived from the shared Yjs document). */
async function savedHtml(page: Page, copyId: string): Promise<string> {
  const response = await page.request.get(`/api/get/saved/copy/internal?copy_id=${copyId}`);
  const body = (await response.json()) as { copy: { copy_to_save: string } };
  return body.copy.copy_to_save;
}

test('the toolbar makes headings, lists, quotes, links, images, tables and code that save and reload', async ({ page }) => {
  await page.route(IMAGE_URL, (route) => route.fulfill({ contentType: 'image/svg+xml', body: IMAGE_SVG }));
  await signUpViaApi(page, newUser('editor-formatting'));
  await page.goto('/blogs/editor');
  await expect(page).toHaveURL(/copy_id=/);
  await expect(docText(page)).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
  const copyId = new URL(page.url()).searchParams.get('copy_id')!;
  const text = docText(page);
  await text.click();

  await toolbarButton(page, 'Heading 2').click();
  await page.keyboard.type('A heading from the toolbar');
  await page.keyboard.press('Enter');

  // Enter on an empty item leaves a list.
  await toolbarButton(page, 'Bullet list').click();
  await page.keyboard.type('A bullet point');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  await toolbarButton(page, 'Ordered list').click();
  await page.keyboard.type('A numbered step');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  // The quote button again lifts the empty line out of the quote.
  await toolbarButton(page, 'Blockquote').click();
  await page.keyboard.type('A quoted line');
  await page.keyboard.press('Enter');
  await toolbarButton(page, 'Blockquote').click();

  await page.keyboard.type('Read the guide');
  await page.keyboard.press('Shift+Home');
  await toolbarButton(page, 'Link').click();
  const urlInput = page.getByRole('textbox', { name: 'Enter URL' });
  await urlInput.fill('https://example.com/guide');
  await urlInput.press('Enter');
  await expect(text.locator('a[href="https://example.com/guide"]')).toHaveText('Read the guide');
  // Back in the text, the linked words must no longer be selected before Enter, or Enter replaces
  // them (focus returning from the link box can restore the selection after the first End).
  // The link box closes with a transition and gives focus back when it ends: wait for that first.
  await expect(urlInput).toBeHidden();
  await expect(async () => {
    await text.press('End');
    expect(await page.evaluate(() => window.getSelection()?.isCollapsed)).toBe(true);
    // Still collapsed a moment later: no late focus return re-selected the words.
    await page.waitForTimeout(150);
    expect(await page.evaluate(() => window.getSelection()?.isCollapsed)).toBe(true);
  }).toPass({ timeout: 5_000 });
  await page.keyboard.press('Enter');

  await toolbarButton(page, 'Insert image by URL').click();
  await page.getByLabel('Image URL').fill(IMAGE_URL);
  await page.getByLabel('Description (alt text)').fill('A blue figure');
  await page.getByRole('button', { name: 'Insert image', exact: true }).click();
  await expect(text.getByRole('img', { name: 'A blue figure' })).toBeVisible();

  // The table goes on the empty line the schema keeps after the last block; typing lands in its first cell.
  await text.press('Control+End');
  await toolbarButton(page, 'Insert table').click();
  await page.getByRole('button', { name: 'Insert 2 × 2 table' }).click();
  await page.keyboard.type('First cell');
  await expect(text.locator('table th').first()).toHaveText('First cell');

  await text.press('Control+End');
  await toolbarButton(page, 'Code block').click();
  await page.keyboard.type('const answer = 42;');

  const expected = [
    '<h2>A heading from the toolbar</h2>',
    '<ul><li><p>A bullet point</p></li></ul>',
    '<ol><li><p>A numbered step</p></li></ol>',
    '<blockquote><p>A quoted line</p></blockquote>',
    /<a [^>]*href="https:\/\/example\.com\/guide"[^>]*>Read the guide<\/a>/,
    /<img [^>]*src="http:\/\/127\.0\.0\.1:3100\/e2e-fixtures\/figure\.svg"[^>]*>/,
    /<table[^>]*>.*First cell.*<\/table>/,
    /<pre><code[^>]*>const answer = 42;<\/code><\/pre>/,
  ];
  await expect
    .poll(async () => {
      const html = await savedHtml(page, copyId);
      return expected.filter((part) => (typeof part === 'string' ? !html.includes(part) : !part.test(html))).map(String);
    })
    .toEqual([]);
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved/);
  await page.screenshot({ path: '/tmp/editor-formatting.png', fullPage: true });

  await page.reload();
  await expect(text).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
  await expect(text.getByRole('heading', { level: 2, name: 'A heading from the toolbar' })).toBeVisible();
  await expect(text.locator('ul > li')).toHaveText('A bullet point');
  await expect(text.locator('ol > li')).toHaveText('A numbered step');
  await expect(text.locator('blockquote')).toHaveText('A quoted line');
  await expect(text.locator('a[href="https://example.com/guide"]')).toHaveText('Read the guide');
  await expect(text.getByRole('img', { name: 'A blue figure' })).toHaveAttribute('src', IMAGE_URL);
  await expect(text.locator('table tr')).toHaveCount(2);
  await expect(text.locator('table th').first()).toHaveText('First cell');
  await expect(text.locator('pre code')).toHaveText('const answer = 42;');
});
