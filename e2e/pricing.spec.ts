import { expect, test } from '@playwright/test';
import { signedInAt } from './support';

/** /pricing: the plans of the user's pricing view, the add-ons tab, and how to get a plan without a payment provider. */
test.describe('pricing', () => {
  test('shows the plan cards with the current plan marked, and switches to annual prices', async ({ page }) => {
    await signedInAt(page, 'pricing-cards', '/pricing');
    await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Plans' })).toHaveAttribute('aria-selected', 'true');

    // A new account is on the 5-day trial: its card comes first, marked, with nothing to buy.
    const trial = page.getByRole('article', { name: '5-Day Free Trial' });
    await expect(trial.getByText('Current plan')).toBeVisible();
    await expect(trial.getByRole('button')).toHaveCount(0);
    // A trial owns no team; the team page says the same (spec §6 gives trials the team pages to join one).
    await expect(trial.getByText('No team of its own; can join a team by invitation')).toBeVisible();
    await expect(trial).not.toContainText('seats');

    const premium = page.getByRole('article', { name: 'Premium Tier 1, monthly' });
    await expect(premium.getByText('$39')).toBeVisible();
    await expect(premium.getByText('1,000 credits a month')).toBeVisible();
    await expect(premium.getByText('Current plan')).toHaveCount(0);

    await page.getByRole('switch', { name: 'Annual billing' }).check({ force: true });
    const annual = page.getByRole('article', { name: 'Premium Tier 1, yearly' });
    await expect(annual.getByText('$29')).toBeVisible();
    await expect(annual.getByText('per month, billed yearly')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Premium Tier 1, monthly' })).toHaveCount(0);
  });

  test('a trial user’s team page agrees with the trial card: no team of their own, joined by invitation', async ({ page }) => {
    await signedInAt(page, 'pricing-trial-team', '/account/team');
    await expect(page.getByText('You are not in a team. Team plans come with a team you lead')).toBeVisible();
    await expect(page.getByText('open the join link their admin sends you')).toBeVisible();
  });

  test('?tab=addon opens the add-ons', async ({ page }) => {
    await signedInAt(page, 'pricing-addons', '/pricing?tab=addon');
    await expect(page.getByRole('tab', { name: 'Add-ons' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add-ons');
    await expect(page.getByRole('article', { name: 'Additional credits' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Additional AutoBlog workflow runs' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Additional content optimisation runs' })).toBeVisible();

    await page.getByRole('tab', { name: 'Plans' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
  });

  test('Buy opens the dialog with the admin command for this user and plan, no checkout', async ({ page }) => {
    const user = await signedInAt(page, 'pricing-buy', '/pricing');
    await page.getByRole('button', { name: 'Buy Premium Tier 2, monthly' }).click();
    const dialog = page.getByRole('dialog', { name: 'How to get this plan' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('This installation does not sell plans online');
    await expect(dialog.getByLabel('Admin command')).toHaveText(`npm run admin -- set-plan ${user.email} premium_tier_2_monthly_june_2024`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});
