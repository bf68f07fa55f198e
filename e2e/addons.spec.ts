import { expect, test } from '@playwright/test';
import { signedInAt } from './support';

/** The installation of playwright.config.ts that sells plans and add-ons through (fake) Stripe Checkout. */
const BILLING_URL = 'http://127.0.0.1:3102';
const FAKE_STRIPE_URL = 'http://127.0.0.1:3190';

test.use({ baseURL: BILLING_URL });

test.describe('add-ons through Stripe Checkout', () => {
  test('buying a credit pack pays once and the credits are added to the account', async ({ page }) => {
    const user = await signedInAt(page, 'addon-buy', '/pricing?tab=addon');
    const credits = page.getByRole('article', { name: 'Additional credits' });
    await expect(credits.getByText('You have 0.0 additional credits.')).toBeVisible();
    const balance = async () => (await (await page.request.get(`/api/verify/user/credits?unique_id=${user.uid}`)).json()) as { credits_left: number };
    const before = (await balance()).credits_left;

    await credits.getByRole('button', { name: 'Buy 100 additional credits' }).click();
    await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/c/pay/cs_test_`));
    await expect(page.getByTestId('product')).toHaveText('100 additional credits');
    await expect(page.getByTestId('total')).toHaveText('USD 5.00');
    await expect(page.getByTestId('mode')).toHaveText('payment');
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(new RegExp(`^${BILLING_URL}/pricing\\?tab=addon&session_id=cs_test_`));
    await expect(page.getByText('Thank you for your purchase')).toBeVisible();
    await expect(credits.getByText('You have 100.0 additional credits.')).toBeVisible();
    expect((await balance()).credits_left).toBe(before + 100);
    // The plan is unchanged: an add-on is not a plan.
    await page.goto('/pricing');
    await expect(page.getByRole('article', { name: '5-Day Free Trial' }).getByText('Current plan')).toBeVisible();
  });

  test('a runs pack adds runs of its feature', async ({ page }) => {
    await signedInAt(page, 'addon-runs', '/pricing?tab=addon');
    const runs = page.getByRole('article', { name: 'Additional content optimisation runs' });
    await expect(runs.getByText('You have 0 additional runs.')).toBeVisible();
    await runs.getByRole('button', { name: 'Buy 10 content optimization runs' }).click();
    await expect(page.getByTestId('total')).toHaveText('USD 10.00');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/pricing\?tab=addon&session_id=/);
    await expect(runs.getByText('You have 10 additional runs.')).toBeVisible();
  });
});
