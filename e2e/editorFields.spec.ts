import { expect, test, type Page } from '@playwright/test';
import { EDITOR_OPENS, signUpViaApi, newUser } from './support';

/**
 * The title and side-panel fields live in the doc's shared Yjs document (issue 7): co-editors see
 * each other's changes without reloading, and changes to different fields both stay.
 */

const docText = (page: Page) => page.getByTestId('doc-text');

test('two browsers see each other\'s title and side-panel changes live', async ({ page, browser }) => {
  await signUpViaApi(page, newUser('editor-fields'));
  await page.goto('/blogs/editor');
  await expect(page).toHaveURL(/copy_id=/);
  await expect(docText(page)).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
  const copyId = new URL(page.url()).searchParams.get('copy_id')!;
  const second = await browser.newContext({ storageState: await page.context().storageState() });
  const other = await second.newPage();
  try {
    await other.goto(`/blogs/editor?copy_id=${copyId}`);
    await expect(docText(other)).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);

    // One edits the meta description and the title; the other sees both without reloading.
    await page.getByLabel('Meta description').fill('Written in the first browser.');
    await page.getByLabel('Title').fill('A shared title');
    await expect(other.getByLabel('Meta description')).toHaveValue('Written in the first browser.');
    await expect(other.getByLabel('Title')).toHaveValue('A shared title');

    // Both change different fields at once: each keeps its own and sees the other's.
    await Promise.all([other.getByLabel('Summary').fill('Summed up in the second.'), page.getByLabel('Conclusion').fill('Concluded in the first.')]);
    await expect(page.getByLabel('Summary')).toHaveValue('Summed up in the second.');
    await expect(other.getByLabel('Conclusion')).toHaveValue('Concluded in the first.');
    await other.screenshot({ path: '/tmp/editor-fields-second.png' });

    // The row follows the shared document (the list, exports and share page read it).
    await docText(page).click();
    await page.keyboard.type('Some text for the doc.');
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/get/saved/copy/internal?copy_id=${copyId}`);
        const { copy } = (await response.json()) as { copy: { title: string; meta_data: { meta?: string; summary?: string; conclusion?: string } } };
        return [copy.title, copy.meta_data.meta, copy.meta_data.summary, copy.meta_data.conclusion].join(' / ');
      }, { timeout: 15_000 })
      .toBe('A shared title / Written in the first browser. / Summed up in the second. / Concluded in the first.');

    await other.reload();
    await expect(other.getByLabel('Meta description')).toHaveValue('Written in the first browser.');
    await expect(other.getByLabel('Conclusion')).toHaveValue('Concluded in the first.');
  } finally {
    await second.close();
  }
});
