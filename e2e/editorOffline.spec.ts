import { expect, test, type Page } from '@playwright/test';
import { relayCollaboration } from './collaborationRelay';
import { EDITOR_OPENS, mainNav, newUser, signUpViaApi } from './support';

/** A new writer's new doc, its socket through a relay, with "Saved first." typed and saved. */
async function newDocWithSavedText(page: Page, tag: string) {
  const relay = await relayCollaboration(page);
  await signUpViaApi(page, newUser(tag));
  await page.goto('/blogs/editor');
  await expect(page).toHaveURL(/copy_id=/);
  const copyId = new URL(page.url()).searchParams.get('copy_id')!;
  const docText = page.getByTestId('doc-text');
  await expect(docText).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
  await docText.click();
  await page.keyboard.type('Saved first.');
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved/);
  return { relay, copyId, docText };
}

/** Waits until the server's stored HTML of the doc is `html`. */
async function expectStoredHtml(page: Page, copyId: string, html: string) {
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/get/saved/copy/internal?copy_id=${copyId}`);
        return ((await response.json()) as { copy: { copy_to_save: string } }).copy.copy_to_save;
      },
      { timeout: 20_000 },
    )
    .toBe(html);
}

/**
 * Typing that the server has not acknowledged when the writer leaves the editor (inside the
 * two-minute guard, so nothing asks) is still delivered once the connection comes back.
 */
test('words typed while the server cannot be reached are delivered after leaving the editor', async ({ page }) => {
  const { relay, copyId } = await newDocWithSavedText(page, 'editor-offline');

  relay.block();
  await page.keyboard.type(' Typed while offline.');
  await expect(page.getByTestId('save-status')).toHaveText('Saving…');
  // Within two minutes of the last save leaving does not ask (spec §9).
  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('dialog', { name: 'Leave the editor?' })).toHaveCount(0);

  // The network comes back: the connection drops and the provider reconnects and sends what waits.
  relay.unblock();
  await relay.cut();
  await expectStoredHtml(page, copyId, '<p>Saved first. Typed while offline.</p>');
});

/**
 * A reload (or a closed tab) while the server cannot be reached does not lose the words typed: they
 * wait in this browser and are delivered by the next open of the doc.
 */
test('words typed offline survive a reload and reach the server when the doc opens again', async ({ page }) => {
  const { relay, copyId, docText } = await newDocWithSavedText(page, 'editor-offline-reload');

  relay.block();
  await page.keyboard.type(' Typed before the reload.');
  await expect(page.getByTestId('save-status')).toHaveText('Saving…');
  // The page asks before unloading with unsaved edits; the writer reloads anyway.
  page.on('dialog', (dialog) => void dialog.accept());
  relay.unblock();
  await page.reload();

  await expect(docText).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
  await expect(docText).toHaveText('Saved first. Typed before the reload.');
  await expectStoredHtml(page, copyId, '<p>Saved first. Typed before the reload.</p>');
  // Delivered: nothing is left waiting in the browser.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('longform:unsaved-edits:')).length))
    .toBe(0);
});
