import { expect, test, type Page } from '@playwright/test';
import { saveDoc } from './savedDocs';
import { EDITOR_OPENS, newUser, signUpViaApi } from './support';

/**
 * AI Interlinking (issue 17): a doc that names another doc's title phrase is offered a link to it in
 * the editor's Links tab; Accept puts the link on that phrase in the live doc, and it is in the saved
 * HTML after a reload; Reject is remembered. /optimizer/interlinking lists the same suggestions for a
 * chosen doc, for a pasted text, and the orphan-pages report.
 */

async function savedHtml(page: Page, copyId: string): Promise<string> {
  const response = await page.request.get(`/api/get/saved/copy/internal?copy_id=${copyId}`);
  return ((await response.json()) as { copy: { copy_to_save: string } }).copy.copy_to_save;
}

async function openLinksTab(page: Page, copyId: string) {
  await page.goto(`/blogs/editor?copy_id=${copyId}`);
  await expect(page.getByTestId('doc-text')).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
  await page.getByTestId('panel-tab-links').click();
  return page.getByTestId('links-tab');
}

const ARTICLE = '<h2>Compost heap basics</h2><p>Before planting, build a compost heap with air and water in mind.</p><p>Rain barrels keep the beds watered in a dry summer.</p>';

test('the Links tab suggests a link to another doc; Accept links the phrase and the link is saved', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('interlinking-accept'));
  const guideId = await saveDoc(page, user, 'Compost heap guide', '<p>Turn the compost heap every week and keep it moist with water.</p>');
  const articleId = await saveDoc(page, user, 'Spring garden', ARTICLE);

  const tab = await openLinksTab(page, articleId);
  const card = tab.getByTestId('link-suggestion').filter({ hasText: 'Compost heap guide' });
  await expect(card).toBeVisible();
  await expect(card.locator('mark')).toHaveText('compost heap');
  // The anchor is marked in the text (not in the heading, which also says "Compost heap").
  const marked = page.getByTestId('doc-text').locator('.lf-link-suggestion');
  await expect(marked).toHaveText('compost heap');
  await page.screenshot({ path: '/tmp/interlinking-editor-desktop.png', fullPage: true });

  // A co-editor (here the same person in a second tab) has the doc open.
  const coEditor = await page.context().newPage();
  await coEditor.goto(`/blogs/editor?copy_id=${articleId}`);
  await expect(coEditor.getByTestId('doc-text')).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);

  await card.getByRole('button', { name: 'Accept' }).click();
  const link = page.getByTestId('doc-text').locator(`a[href="/blogs/editor?copy_id=${guideId}"]`);
  await expect(link).toHaveText('compost heap');
  await expect(card).toBeHidden();
  await expect(coEditor.getByTestId('doc-text').locator(`a[href="/blogs/editor?copy_id=${guideId}"]`)).toHaveText('compost heap');
  await coEditor.close();

  // The link is an ordinary edit: undo takes it away, redo puts it back.
  await page.getByTestId('doc-text').getByText('Rain barrels keep').click();
  await page.keyboard.press('Control+z');
  await expect(link).toHaveCount(0);
  await expect(page.getByTestId('doc-text')).toContainText('build a compost heap with air');
  await page.keyboard.press('Control+Shift+z');
  await expect(link).toHaveText('compost heap');
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved/);
  await expect.poll(() => savedHtml(page, articleId)).toContain(`href="/blogs/editor?copy_id=${guideId}">compost heap</a>`);

  await page.reload();
  await expect(page.getByTestId('doc-text')).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
  await expect(page.getByTestId('doc-text').locator(`a[href="/blogs/editor?copy_id=${guideId}"]`)).toHaveText('compost heap');
  // Linked already: not suggested again.
  await page.getByTestId('panel-tab-links').click();
  await expect(page.getByTestId('links-tab').getByTestId('links-summary')).toContainText('1 already in the doc');
  await expect(page.getByTestId('links-tab').getByTestId('link-suggestion').filter({ hasText: 'Compost heap guide' })).toHaveCount(0);
});

test('Reject removes a suggestion for good; the optimizer page lists suggestions, pasted text and orphans', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('interlinking-reject'));
  await saveDoc(page, user, 'Rain barrels explained', '<p>Rain barrels collect water from the roof for the garden.</p>');
  const articleId = await saveDoc(page, user, 'Spring garden', ARTICLE);

  await test.step('the optimizer page shows the doc’s suggestion with Open in editor', async () => {
    await page.goto('/optimizer/interlinking');
    await page.getByRole('combobox', { name: 'Doc' }).click();
    await page.getByRole('option', { name: /Spring garden/ }).click();
    const card = page.getByTestId('doc-links').getByTestId('link-suggestion').filter({ hasText: 'Rain barrels explained' });
    await expect(card.locator('mark')).toHaveText('Rain barrels');
    await expect(card.getByRole('link', { name: 'Open in editor' })).toHaveAttribute('href', `/blogs/editor?copy_id=${articleId}`);
    await expect(page.getByTestId('orphan-pages')).toContainText('Add URL or domain assets');
    await page.screenshot({ path: '/tmp/interlinking-page-desktop.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/interlinking-page-phone.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('pasted text gets suggestions too', async () => {
    await page.getByText('Pasted text').click();
    await page.getByTestId('links-text').fill('Our rain barrels overflowed twice this spring.');
    await page.getByRole('button', { name: 'Find links' }).click();
    await expect(page.getByTestId('text-links').getByTestId('link-suggestion')).toContainText('Rain barrels explained');
  });

  await test.step('Reject in the editor is remembered after a reload', async () => {
    const tab = await openLinksTab(page, articleId);
    const card = tab.getByTestId('link-suggestion').filter({ hasText: 'Rain barrels explained' });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Reject' }).click();
    await expect(card).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('doc-text')).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
    await page.getByTestId('panel-tab-links').click();
    await expect(page.getByTestId('links-tab').getByTestId('links-summary')).toBeVisible();
    await expect(page.getByTestId('links-tab').getByTestId('link-suggestion').filter({ hasText: 'Rain barrels explained' })).toHaveCount(0);
    expect(await savedHtml(page, articleId)).not.toContain('<a ');
  });
});
