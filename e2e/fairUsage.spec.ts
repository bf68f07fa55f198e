import { expect, test } from '@playwright/test';
import { newUser, signUpViaApi } from './support';

/** Instruct mode allows 15 generations in the rolling window (core/usage/fairUsage.ts) before the ratio reaches 100. */
const INSTRUCT_ALLOWANCE = 15;

test('at the fair-usage limit the banner shows and a generation opens the restricted dialog counting down', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('fairusage'));
  // Real generations (the offline engine answers them): each one is recorded for fair usage.
  for (let run = 0; run < INSTRUCT_ALLOWANCE; run++) {
    const response = await page.request.post('/api/generate/instruct', { data: { unique_id: user.uid, text: `Write line ${run} of a poem.` } });
    expect(response.status(), await response.text()).toBe(200);
  }

  await page.clock.install();
  await page.goto('/factgpt');
  await expect(page.getByText('Fair-usage limit reached')).toBeVisible();

  await page.getByRole('textbox', { name: 'Your question' }).fill('One more poem, please');
  await page.getByRole('button', { name: 'Send' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please slow down' });
  await expect(dialog).toContainText('Please wait 90 seconds between generations.');
  const countdown = dialog.getByTestId('fair-usage-countdown');
  await expect(countdown).toHaveText(/^You can generate again in \d+ seconds\.$/);

  // From here the page's clock moves only when the test moves it.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
  const secondsAt = async () => Number((await countdown.textContent())?.match(/in (\d+) second/)?.[1]);
  const first = await secondsAt();
  expect(first).toBeGreaterThan(90);
  expect(first).toBeLessThanOrEqual(100);
  await page.clock.runFor(10_000);
  await expect(countdown).toHaveText(`You can generate again in ${first - 10} seconds.`);
  await page.clock.runFor((first - 10) * 1_000);
  await expect(countdown).toHaveText('You can generate again.');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveCount(0);
});
