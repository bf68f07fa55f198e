import { expect, test, type Page } from '@playwright/test';
import { signedInAt } from './support';

const BILLING_URL = 'http://127.0.0.1:3102';
const REVIEW_URL = 'https://www.g2.com/products/longform/reviews/42';
const DAY_MS = 86_400_000;

async function expiryOf(page: Page, uid: string): Promise<number> {
  const response = await page.request.get(`/api/fetch/user/details?unique_id=${uid}`);
  return Date.parse((await response.json()).expiry_date as string);
}

/** Opens the review offer from /pricing and claims it with a review link; answers the dialog. */
async function claimOffer(page: Page) {
  await page.getByRole('button', { name: 'Claim review offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review offer' });
  await dialog.getByLabel('Link to your review').fill(REVIEW_URL);
  await dialog.getByRole('button', { name: 'Claim offer' }).click();
  await expect(dialog.getByText('Your offer is claimed.')).toBeVisible();
  return dialog;
}

test.describe('review offer with Stripe Checkout', () => {
  test.use({ baseURL: BILLING_URL });

  test('claimed once: a week more, and the 15% coupon applied at Checkout', async ({ page }) => {
    const user = await signedInAt(page, 'review-offer', '/pricing');
    const before = await expiryOf(page, user.uid);
    const dialog = await claimOffer(page);
    const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(before + 7 * DAY_MS));
    await expect(dialog).toContainText(`your plan now runs until ${until}`);
    await expect(dialog).toContainText('the coupon is applied when you press Buy');
    const code = (await dialog.getByLabel('Coupon code', { exact: true }).textContent())!;
    expect(code).toMatch(/^REVIEW15-[0-9A-F]{8}$/);
    expect(await expiryOf(page, user.uid)).toBe(before + 7 * DAY_MS);
    await page.screenshot({ path: '/tmp/longform-review-offer-dialog.png' });
    await dialog.getByRole('button', { name: 'Close' }).click();

    await expect(page.getByRole('region', { name: 'Review offer' })).toContainText(`Your coupon ${code} gives 15% off`);
    await expect(page.getByText(`Coupon ${code} takes 15% off the plan you buy next.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim review offer' })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/longform-pricing-billing.png', fullPage: true });

    // Once: the server refuses a second claim whatever the browser does.
    const again = await page.request.post('/api/review/offer/claim', { data: { unique_id: user.uid, review_url: REVIEW_URL } });
    expect(again.status()).toBe(409);
    expect(await expiryOf(page, user.uid)).toBe(before + 7 * DAY_MS);
    await page.reload();
    await page.getByRole('button', { name: 'View review offer' }).click();
    await expect(page.getByRole('dialog', { name: 'Review offer' }).getByLabel('Coupon code', { exact: true })).toHaveText(code);
    await page.getByRole('dialog', { name: 'Review offer' }).getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Buy Premium Tier 1, monthly' }).click();
    await expect(page.getByTestId('total')).toHaveText('USD 33.15');
  });
});

test.describe('review offer without a payment provider', () => {
  test('the coupon is a code the administrator honours', async ({ page }) => {
    await signedInAt(page, 'review-offer-admin', '/pricing?offer=review');
    // /pricing?offer=review (the link nudges can use) opens the offer at once.
    const dialog = page.getByRole('dialog', { name: 'Review offer' });
    await dialog.getByLabel('Link to your review').fill(REVIEW_URL);
    await dialog.getByRole('button', { name: 'Claim offer' }).click();
    await expect(dialog.getByText('Your offer is claimed.')).toBeVisible();
    await expect(dialog).toContainText('give this code to the administrator of this installation');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText(/takes 15% off the plan you buy next/)).toHaveCount(0);
  });
});
