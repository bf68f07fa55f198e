import { expect, test } from '@playwright/test';
import { signedInAt } from './support';

test.describe('copy restriction on free plans', () => {
  test('a trial user cannot copy or print page content, but can copy in form fields', async ({ page }) => {
    const user = await signedInAt(page, 'copy');
    const heading = page.getByRole('heading', { name: `Welcome, ${user.name}` });
    await expect(heading).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Copying is not available on your plan' });

    await heading.selectText();
    await page.keyboard.press('Control+c');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    await page.keyboard.press('Control+p');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'See plans' }).click();
    await expect(page).toHaveURL(/\/pricing$/);

    await page.goto('/projects');
    const input = page.getByLabel('New project name');
    await input.fill('Copy me');
    await input.selectText();
    await page.keyboard.press('Control+c');
    await expect(dialog).toHaveCount(0);
  });
});
