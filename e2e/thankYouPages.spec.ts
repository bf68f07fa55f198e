import { expect, test } from '@playwright/test';
import { newUser, signUpViaApi } from './support';

// The small public pages of spec §2: /thank-you, the lifetime bundle's thank-you page, /terms, /redirect.
test('the thank-you pages and the terms open signed out; /redirect goes on to the thank-you page', async ({ page }) => {
  await page.goto('/thank-you');
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();

  await page.goto('/thank-you/lifetime-bundle');
  await expect(page).toHaveURL(/\/thank-you\/lifetime-bundle$/);
  await expect(page.getByRole('heading', { name: 'Welcome to the Lifetime Bundle Pass' })).toBeVisible();
  // What the pass gives comes from the plan table (core/plans/table/ltd.ts).
  await expect(page.getByRole('listitem').filter({ hasText: '600 credits a month' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Team of up to 3 seats' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/thank-you-lifetime-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/shots/thank-you-lifetime-phone.png', fullPage: true });

  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms and privacy policy' })).toBeVisible();
  await expect(page.getByText('The operator of this installation, not the authors of the software, provides this service')).toBeVisible();
  await expect(page.getByText('You can delete your account from your profile page')).toBeVisible();

  // /redirect is for signed-in people; this installation has no REDIRECT_URL, so ours is the page.
  await page.goto('/redirect');
  await expect(page).toHaveURL(/\/login$/);
  await signUpViaApi(page, newUser('redirect'));
  await page.goto('/redirect');
  await expect(page).toHaveURL(/\/thank-you$/);
});
