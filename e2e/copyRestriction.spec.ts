import { expect, test } from '@playwright/test';
import { EDITOR_OPENS, signedInAt } from './support';

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

  test("the editor's export menu opens the same dialog when the plan refuses a download or print", async ({ page }) => {
    // Counts the page's calls to window.print(), which would otherwise open the browser's print dialog.
    await page.addInitScript(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    const printCalls = () => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);
    await signedInAt(page, 'copy-export', '/blogs/editor');
    await expect(page).toHaveURL(/copy_id=/);
    const text = page.getByTestId('doc-text');
    await expect(text).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
    await text.click();
    await page.keyboard.type('A doc a free plan may write but not download.');
    const dialog = page.getByRole('dialog', { name: 'Copying is not available on your plan' });

    for (const format of ['Markdown', 'Word (.docx)']) {
      await page.getByRole('button', { name: 'Export' }).click();
      const refused = page.waitForResponse((response) => response.url().includes('/api/export/blog'));
      await page.getByRole('menuitem', { name: format }).click();
      expect((await refused).status()).toBe(403);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('downloading');
      // The refusal is explained by the dialog, not by an error alert.
      await expect(page.getByText('Your plan does not allow copying or downloading')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
    }
    // Print is refused the same way as Ctrl+P: the dialog opens and the page never calls window.print().
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Print' }).click();
    await expect(dialog).toBeVisible();
    expect(await printCalls()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'HTML' }).click();
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: '/tmp/copy-restricted-export.png' });
    await dialog.getByRole('button', { name: 'See plans' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});
