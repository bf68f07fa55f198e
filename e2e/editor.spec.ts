import { expect, test, type Page } from '@playwright/test';
import { relayCollaboration } from './collaborationRelay';
import { EDITOR_OPENS, mainNav, signUpViaApi, newUser } from './support';

/**
 * The doc editor (issue 7): writing with autosave, the reload, the leave-page guard, two browsers
 * co-editing one doc, and the phone layout. Exports and sharing are in e2e/blogs.spec.ts.
 */

const docText = (page: Page) => page.getByTestId('doc-text');
const saveStatus = (page: Page) => page.getByTestId('save-status');

/** Opens the editor without a copy_id (it makes a blank doc) and waits until the doc is editable. */
async function openNewDoc(page: Page, path = '/blogs/editor'): Promise<string> {
  await page.goto(path);
  await expect(page).toHaveURL(/copy_id=/);
  await expect(docText(page)).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
  return new URL(page.url()).searchParams.get('copy_id')!;
}

async function expectSaved(page: Page) {
  await expect(saveStatus(page)).toHaveText(/^Saved/);
}

test('writes a doc that autosaves and comes back after a reload', async ({ page }) => {
  await signUpViaApi(page, newUser('editor-write'));
  const copyId = await openNewDoc(page);

  // No text yet: saving says so.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Please write more words before saving your blog.')).toBeVisible();

  await page.getByLabel('Title').fill('Ten tips for long-form writing');
  await docText(page).click();
  await page.keyboard.type('Short sentences help readers. Plain words help too.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('A second paragraph follows the first one.');
  await page.getByLabel('Meta description').fill('How to write long pieces people finish.');
  await expect(page.getByTestId('stat-words')).toHaveText('15');
  await expect(page.getByTestId('stat-reading-score')).not.toHaveText('–');
  await expectSaved(page);
  await page.screenshot({ path: '/tmp/editor-desktop.png', fullPage: true });

  await page.reload();
  await expect(docText(page)).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
  await expect(docText(page)).toContainText('Short sentences help readers. Plain words help too.');
  await expect(docText(page)).toContainText('A second paragraph follows the first one.');
  await expect(page.getByLabel('Title')).toHaveValue('Ten tips for long-form writing');
  await expect(page.getByLabel('Meta description')).toHaveValue('How to write long pieces people finish.');

  // Print shows the document only: its title and text, none of the app around it.
  await page.emulateMedia({ media: 'print' });
  await expect(mainNav(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Ten tips for long-form writing' })).toBeVisible();
  await expect(docText(page)).toBeVisible();
  await page.screenshot({ path: '/tmp/editor-print.png' });
  await page.emulateMedia({ media: 'screen' });

  // The list, exports and sharing read the HTML the server keeps in step with the shared document.
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/get/saved/copy/internal?copy_id=${copyId}`);
      const body = (await response.json()) as { copy: { copy_to_save: string; word_count: number } };
      return `${body.copy.word_count} ${body.copy.copy_to_save}`;
    })
    .toBe('15 <p>Short sentences help readers. Plain words help too.</p><p>A second paragraph follows the first one.</p>');
});

test('asks before leaving when the last save is over two minutes old', async ({ page }) => {
  await page.clock.install();
  const relay = await relayCollaboration(page);
  await signUpViaApi(page, newUser('editor-guard'));
  await openNewDoc(page);
  await docText(page).click();
  await page.keyboard.type('Some words worth keeping.');
  await expectSaved(page);

  // Everything saved: leaving does not ask.
  await mainNav(page).getByRole('link', { name: 'Docs' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await page.goBack();
  await expect(docText(page)).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
  await expectSaved(page);

  // The server stops receiving: the side panel's change (a Yjs update) waits, and the clock stops.
  relay.block();
  await page.getByLabel('Summary').fill('A summary that cannot be saved yet.');
  await expect(saveStatus(page)).toHaveText('Saving…');
  await page.clock.fastForward(121_000);

  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave the editor?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/blogs\/editor\?copy_id=/);
  await expect(page.getByLabel('Summary')).toHaveValue('A summary that cannot be saved yet.');

  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('dialog', { name: 'Leave the editor?' }).getByRole('button', { name: 'Leave anyway' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('two browsers co-edit one doc and see each other', async ({ page, browser }) => {
  const user = await signUpViaApi(page, newUser('editor-coedit'));
  const copyId = await openNewDoc(page);
  const second = await browser.newContext({ storageState: await page.context().storageState() });
  const other = await second.newPage();
  try {
    await other.goto(`/blogs/editor?copy_id=${copyId}`);
    await expect(docText(other)).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);

    await docText(page).click();
    await page.keyboard.type('Typed in the first browser.');
    await expect(docText(other)).toContainText('Typed in the first browser.');

    await docText(other).click();
    await other.keyboard.press('End');
    await other.keyboard.press('Enter');
    await other.keyboard.type('Answered from the second.');
    await expect(docText(page)).toContainText('Answered from the second.');
    // Each sees the other's caret, labelled with the writer's name.
    await expect(page.locator('.collaboration-carets__label', { hasText: user.name })).toBeVisible();
    await page.screenshot({ path: '/tmp/editor-coedit.png' });

    // One leaves; the other's doc still holds everything, and so does a fresh open.
    await other.close();
    await page.reload();
    await expect(docText(page)).toContainText('Typed in the first browser.');
    await expect(docText(page)).toContainText('Answered from the second.');
  } finally {
    await second.close();
  }
});

test('the phone layout fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page, newUser('editor-phone'));
  await openNewDoc(page, '/m/blogs/editor');
  await expect(page).toHaveURL(/\/m\/blogs\/editor\?copy_id=/);
  await docText(page).click();
  await page.keyboard.type('Written on a phone.');
  await expectSaved(page);
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  // The side panel is a drawer here, opened by Details.
  await expect(page.getByLabel('Meta description')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/editor-phone.png' });
  await page.getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByRole('dialog', { name: 'Doc details' });
  await expect(drawer.getByTestId('stat-words')).toHaveText('4');
  await expect(drawer.getByLabel('Language', { exact: true })).toHaveValue('English-US');
  await expect(drawer.getByLabel('Country', { exact: true })).toHaveValue('United States');
  await expect(drawer.getByLabel('Tone', { exact: true })).toHaveValue('Casual');
  await page.screenshot({ path: '/tmp/editor-phone-details.png' });
});

test('opening the editor again reopens the untouched doc; once it has words, a new one is made', async ({ page }) => {
  await signUpViaApi(page, newUser('editor-entry'));
  const first = await openNewDoc(page);
  expect(await openNewDoc(page)).toBe(first);
  expect(await openNewDoc(page, '/m/blogs/editor')).toBe(first);

  await docText(page).click();
  await page.keyboard.type('Now this doc has words.');
  await expectSaved(page);
  const second = await openNewDoc(page);
  expect(second).not.toBe(first);
  expect(await openNewDoc(page)).toBe(second);

  // The docs list holds the written doc and one blank, not one per visit.
  await mainNav(page).getByRole('link', { name: 'Docs' }).click();
  await expect(page.getByTestId('blog-row')).toHaveCount(2);
});

test('a doc past the maximum length says so when saved, in words, not a bare 413', async ({ page }) => {
  await signUpViaApi(page, newUser('editor-too-long'));
  await openNewDoc(page);
  await docText(page).click();
  // A paste of 5,000,001 characters: over the doc's maximum (BLOG_HTML_MAX) once it is HTML.
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', 'a'.repeat(5_000_001));
    document.querySelector('[data-testid="doc-text"]')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(page.getByTestId('stat-words')).toHaveText('1', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('This doc is too long to save: a doc holds up to 5,000,000 characters, formatting included. Split it into two docs.')).toBeVisible();
  await page.screenshot({ path: '/tmp/editor-too-long.png' });
});
