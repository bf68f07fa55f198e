import { expect, test } from '@playwright/test';
import { dashboardFigure, newUser, signUpViaApi } from './support';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

test.describe('trial extension', () => {
  test('a trial that used 50 credits gets 7 more days, once, with the extended-trial dialog', async ({ page }) => {
    const user = await signUpViaApi(page, newUser('trial'));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your trial is extended' })).toHaveCount(0);
    const endsBefore = await dashboardFigure(page, 'Trial ends').innerText();

    // 5,000 generated words are 50 credits: the threshold of spec §4.
    const charged = await page.request.post('/api/user/credits/update', { data: { unique_id: user.uid, output_text: [words(5_000)] } });
    expect((await charged.json()).credits_used).toBe(50);

    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Your trial is extended' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('7 more days');
    await dialog.getByRole('button', { name: 'Keep writing' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(dashboardFigure(page, 'Trial ends')).not.toHaveText(endsBefore);

    await page.reload();
    await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your trial is extended' })).toHaveCount(0);
  });
});

test('the dashboard shows the runs left, and using a run moves the bar', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('runs'));
  await page.goto('/dashboard');
  await expect(page.getByText('Articles: 3 of 3 runs left')).toBeVisible();
  await expect(page.getByText('Optimisations: 15 of 15 runs left')).toBeVisible();
  const used = await page.request.post('/api/update/user/features/runs', {
    data: { unique_id: user.uid, feature_name: 'autoblog_workflow', plan_name: '5-day-trial-plan' },
  });
  expect((await used.json()).status).toBe(200);
  await page.reload();
  await expect(page.getByText('Articles: 2 of 3 runs left')).toBeVisible();
});

test('with every credit used, the monthly-quota banner offers add-on credits', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('quota'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
  await expect(page.getByText('You have used all your credits')).toHaveCount(0);
  const charged = await page.request.post('/api/user/credits/update', { data: { unique_id: user.uid, output_text: [words(20_000)] } });
  expect((await charged.json()).credits_left).toBe(0);
  const refused = await page.request.post('/api/user/credits/update', { data: { unique_id: user.uid, output_text: [words(10)] } });
  expect(refused.status()).toBe(429);
  // Using 50 credits earns a trial its extra week (spec §4); take it now so its dialog does not cover the banner.
  const extended = await page.request.put('/api/v2/update/user/expiry', { data: { unique_id: user.uid, expiry_days: 7 } });
  expect(extended.status(), await extended.text()).toBe(200);
  await page.reload();
  await expect(page.getByText('You have used all your credits')).toBeVisible();
  await page.getByRole('link', { name: 'Buy add-on credits' }).click();
  await expect(page).toHaveURL(/\/pricing\?tab=addon$/);
});
