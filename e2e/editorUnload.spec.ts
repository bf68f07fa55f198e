import { expect, test, type Page } from '@playwright/test';
import { relayCollaboration } from './collaborationRelay';
import { EDITOR_OPENS, newUser, signUpViaApi } from './support';

/**
 * Closing the tab (issue 7, spec §2): with unsaved edits the browser asks first (beforeunload,
 * web/editor/useLeaveGuard.ts); with everything saved the tab closes without asking.
 */

const docText = (page: Page) => page.getByTestId('doc-text');
const saveStatus = (page: Page) => page.getByTestId('save-status');

/** Opens a blank doc with the collaboration socket through a relay; the returned switch stops it passing the page's updates on. */
async function openDocThroughRelay(page: Page, tag: string): Promise<{ copyId: string; block: () => void }> {
  const relay = await relayCollaboration(page);
  await signUpViaApi(page, newUser(tag));
  await page.goto('/blogs/editor');
  await expect(page).toHaveURL(/copy_id=/);
  await expect(docText(page)).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
  return { copyId: new URL(page.url()).searchParams.get('copy_id')!, block: relay.block };
}

/** Closes the page the way a tab closes (running beforeunload), accepts any prompt, and returns the kinds of dialog that appeared. */
async function closeTab(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
  return dialogs;
}

test('closing the tab with unsaved edits gets the browser prompt', async ({ page }) => {
  const relay = await openDocThroughRelay(page, 'editor-unload');
  await docText(page).click();
  await page.keyboard.type('Saved words.');
  await expect(saveStatus(page)).toHaveText(/^Saved/);

  relay.block();
  await page.keyboard.type(' Words the server never gets.');
  await expect(saveStatus(page)).toHaveText('Saving…');
  expect(await closeTab(page)).toEqual(['beforeunload']);
});

test('closing the tab with everything saved does not ask', async ({ page }) => {
  const { copyId } = await openDocThroughRelay(page, 'editor-unload-saved');
  await docText(page).click();
  await page.keyboard.type('Every word of this is saved.');
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/get/saved/copy/internal?copy_id=${copyId}`);
      return ((await response.json()) as { copy: { copy_to_save: string } }).copy.copy_to_save;
    })
    .toContain('Every word of this is saved.');
  await expect(saveStatus(page)).toHaveText(/^Saved/);
  expect(await closeTab(page)).toEqual([]);
});
