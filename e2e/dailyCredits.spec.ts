import { expect, test, type Route } from '@playwright/test';
import { signedInAt } from './support';

// The reader is in Berlin (UTC+1 in November): daily credits come back at midnight UTC, 01:00 there.
test.use({ locale: 'en-GB', timezoneId: 'Europe/Berlin' });

test.describe('daily credits of the forever-free plan', () => {
  test('the daily-limit banner shows the day\'s figure and when the credits come back', async ({ page }) => {
    // Nothing in the browser can put an account on the forever-free plan (an administrator does, with
    // the admin command, which cannot reach the test server's in-memory database). So this test takes
    // the server's real user record and changes only the plan and credit figures to a forever-free
    // account at its daily limit; the server's side of daily credits is tested in
    // server/routes/credits/creditPeriods.test.ts.
    await page.route('**/api/fetch/user/details**', async (route: Route) => {
      const response = await route.fetch();
      const record = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...record, plan_name: 'forever_free_plan', plan_details: null, credit_limit: 10, credits_used: 10, additional_credits: 0, expiry_date: null } });
    });
    await page.clock.setFixedTime(new Date('2026-11-22T21:30:00Z'));
    await signedInAt(page, 'daily-credits');
    const banner = page.getByRole('alert').filter({ hasText: 'Daily limit reached' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("You have used today's 10.0 credits of your free plan");
    await expect(banner).toContainText('Your 10.0 daily credits come back at 01:00 (midnight UTC, in about 3 hours).');
    // The monthly-quota banner (add-ons) steps aside for a daily plan.
    await expect(page.getByText('You have used all your credits')).toHaveCount(0);
    await banner.getByRole('link', { name: 'See plans' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});
