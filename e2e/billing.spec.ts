import { expect, test } from '@playwright/test';
import { signedInAt } from './support';

/** The installation of playwright.config.ts that sells plans through (fake) Stripe Checkout. */
const BILLING_URL = 'http://127.0.0.1:3102';
const FAKE_STRIPE_URL = 'http://127.0.0.1:3190';

test.use({ baseURL: BILLING_URL });

test.describe('billing through Stripe Checkout', () => {
  test('Buy reaches Checkout; paying assigns the plan through the signed webhook; Manage subscription opens the portal', async ({ page }) => {
    await signedInAt(page, 'billing-buy', '/pricing');
    await expect(page.getByRole('button', { name: 'Manage subscription' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Buy Premium Tier 1, monthly' }).click();

    await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/c/pay/cs_test_`));
    await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
    await expect(page.getByTestId('product')).toHaveText('Premium Tier 1, monthly');
    await expect(page.getByTestId('total')).toHaveText('USD 39.00');
    await expect(page.getByTestId('mode')).toHaveText('subscription');
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(new RegExp(`^${BILLING_URL}/thank-you\\?session_id=cs_test_`));
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();

    await page.goto('/pricing');
    const bought = page.getByRole('article', { name: 'Premium Tier 1, monthly' });
    await expect(bought.getByText('Current plan')).toBeVisible();
    await page.getByRole('button', { name: 'Manage subscription' }).click();
    await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/p/session/bps_test_`));
    await expect(page.getByRole('heading', { name: 'Fake Stripe customer portal' })).toBeVisible();
  });

  test('an annual plan is billed for the year, and leaving Checkout returns to /pricing unchanged', async ({ page }) => {
    await signedInAt(page, 'billing-cancel', '/pricing');
    await page.getByRole('switch', { name: 'Annual billing' }).check({ force: true });
    await page.getByRole('button', { name: 'Buy Premium Tier 2, yearly' }).click();
    await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/c/pay/`));
    await expect(page.getByTestId('total')).toHaveText('USD 708.00');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(`${BILLING_URL}/pricing`);
    await expect(page.getByRole('article', { name: '5-Day Free Trial' }).getByText('Current plan')).toBeVisible();
  });
});
