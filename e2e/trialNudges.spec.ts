import { expect, test } from '@playwright/test';
import { newUser, signUpViaApi } from './support';

const HOUR_MS = 3_600_000;

test('in the trial’s last days the purchase nudge shows, then the two follow-up nudges 3 s apart', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('nudge'));
  const details = await (await page.request.get(`/api/fetch/user/details?unique_id=${user.uid}`)).json();
  const expiry = Date.parse(details.expiry_date as string);
  // About 30 hours before the 5-day trial ends, on the browser's clock (the server keeps real time),
  // kept away from a UTC midnight so the whole test runs within one nudge day.
  let start = expiry - 30 * HOUR_MS;
  if (new Date(start).getUTCHours() >= 22) start -= 3 * HOUR_MS;
  await page.clock.install({ time: new Date(start) });
  await page.goto('/dashboard');

  const purchase = page.getByRole('dialog', { name: 'Your free trial ends soon' });
  await expect(purchase).toContainText('Your free trial ends in 2 days.');
  const extended = page.getByText('Earn 7 more days free');
  const extraWeek = page.getByText('Another week, on us');

  // From here the clock moves only when the test moves it.
  await page.clock.pauseAt(new Date(start + 60_000));
  await purchase.getByRole('button', { name: 'Not now' }).click();
  await page.clock.runFor(2_900);
  await expect(extended).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(extended).toBeVisible();
  await expect(page.getByText('So far: 0 of 2 articles, 0 of 10 optimisations, 0 of 50 credits.')).toBeVisible();
  await expect(extraWeek).toHaveCount(0);
  await page.clock.runFor(3_000);
  await expect(extraWeek).toBeVisible();
  await expect(page.getByText('Review Longform and get 7 days free plus 15% off a plan.')).toBeVisible();

  // Once a day: a reload the same day shows no purchase nudge.
  await page.clock.resume();
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(purchase).toHaveCount(0);
});

test('a new trial (five days left) shows no purchase nudge', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('nonudge'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: 'Your free trial ends soon' })).toHaveCount(0);
});
