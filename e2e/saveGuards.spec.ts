import { expect, test, type Page } from '@playwright/test';
import { relayCollaboration } from './collaborationRelay';
import { EDITOR_OPENS, mainNav, newUser, signUpViaApi } from './support';

/**
 * The 60 s guards of spec §4 (web/hooks/useLogout.ts, web/hooks/useSwitchProject.ts): logging out
 * or switching project asks first when the editor's last save is over a minute old, and does not
 * when it is more recent. The route guard (120 s) is in e2e/editor.spec.ts.
 */

const docText = (page: Page) => page.getByTestId('doc-text');
const saveStatus = (page: Page) => page.getByTestId('save-status');
const switcher = (page: Page) => mainNav(page).getByRole('button', { name: 'Switch project' });
const LOST = 'Your last save was more than a minute ago. Changes made since then will be lost.';

/**
 * Signs up a user with a second project, opens a new doc with the collaboration socket behind a
 * relay, writes and waits for the save, then stops the relay and changes a field: the change waits
 * ("Saving…") and the last-saved clock stops, as when the server cannot be reached.
 */
async function editorWithWorkWaiting(page: Page, tag: string) {
  await page.clock.install();
  const relay = await relayCollaboration(page);
  const user = await signUpViaApi(page, newUser(tag));
  const added = await page.request.post('/api/add/project', { data: { unique_id: user.uid, project_name: 'Second site' } });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto('/blogs/editor');
  await expect(page).toHaveURL(/copy_id=/);
  await expect(docText(page)).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
  await docText(page).click();
  await page.keyboard.type('Words saved before the connection drops.');
  await expect(saveStatus(page)).toHaveText(/^Saved/);
  await expect(switcher(page)).toHaveText(user.project_name);

  relay.block();
  await page.getByLabel('Summary').fill('A summary that cannot be saved yet.');
  await expect(saveStatus(page)).toHaveText('Saving…');
  return user;
}

async function clickLogout(page: Page) {
  await mainNav(page).getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

async function clickProject(page: Page, name: string) {
  await switcher(page).click();
  await page.getByRole('menuitem', { name }).click();
}

test('logout and project switch ask first when the last save is over a minute old', async ({ page }) => {
  const user = await editorWithWorkWaiting(page, 'guard-60-over');
  await page.clock.fastForward(61_000);

  await clickLogout(page);
  const logout = page.getByRole('dialog', { name: 'Log out?' });
  await expect(logout).toBeVisible();
  await expect(logout).toContainText(LOST);
  await logout.getByRole('button', { name: 'Stay' }).click();
  await expect(logout).toHaveCount(0);
  // Still signed in, in the editor, with the waiting change.
  await expect(page).toHaveURL(/\/blogs\/editor\?copy_id=/);
  await expect(mainNav(page).getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(page.getByLabel('Summary')).toHaveValue('A summary that cannot be saved yet.');

  await clickProject(page, 'Second site');
  const switching = page.getByRole('dialog', { name: 'Switch project?' });
  await expect(switching).toBeVisible();
  await expect(switching).toContainText(LOST);
  await switching.getByRole('button', { name: 'Stay' }).click();
  await expect(switching).toHaveCount(0);
  await expect(switcher(page)).toHaveText(user.project_name);
  await expect(page).toHaveURL(/\/blogs\/editor\?copy_id=/);

  // Confirming goes ahead.
  await clickProject(page, 'Second site');
  await switching.getByRole('button', { name: 'Switch anyway' }).click();
  await expect(switcher(page)).toHaveText('Second site');

  await clickLogout(page);
  await logout.getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('logout and project switch do not ask when the last save is under a minute old', async ({ page }) => {
  await editorWithWorkWaiting(page, 'guard-60-under');
  await page.clock.fastForward(30_000);

  await clickProject(page, 'Second site');
  await expect(switcher(page)).toHaveText('Second site');
  await expect(page.getByRole('dialog', { name: 'Switch project?' })).toHaveCount(0);

  await clickLogout(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: 'Log out?' })).toHaveCount(0);
});
