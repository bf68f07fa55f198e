import { expect, test } from '@playwright/test';
import { newUser, signInAdmin, signUpViaApi } from './support';

const FLAG = 'app-downtime-flag';
type TOverride = { value: unknown; plans?: string[]; emails?: string[] };

test('an app-downtime-flag override by email puts only that user in maintenance', async ({ page, browser, playwright }) => {
  await signInAdmin(page);
  const flags = (await (await page.request.get('/api/admin/flags')).json()) as { flags: { id: string; overrides: TOverride[] }[] };
  const previous = flags.flags.find((flag) => flag.id === FLAG)!.overrides;
  const setOverrides = async (overrides: TOverride[]) => {
    const response = await page.request.put(`/api/admin/flags/${FLAG}`, { data: { overrides } });
    expect(response.status(), await response.text()).toBe(200);
  };

  // Two people of this test only: one is sent into a downtime (an hour from now, as Unix seconds).
  const down = newUser('downtime-flagged');
  const up = newUser('downtime-other');
  const downtimeEnd = Math.floor(Date.now() / 1_000) + 3_600;
  await setOverrides([{ value: downtimeEnd, emails: [down.email] }, ...previous]);
  const downContext = await browser.newContext();
  const upContext = await browser.newContext();
  try {
    const downPage = await downContext.newPage();
    await signUpViaApi(downPage, down);
    const downConfig = (await (await downPage.request.get('/api/app/config')).json()) as { app_downtime_flag: number };
    expect(downConfig.app_downtime_flag).toBeGreaterThan(3_000);
    await downPage.goto('/dashboard');
    await expect(downPage.getByRole('heading', { name: "We'll be back soon" })).toBeVisible();

    const upPage = await upContext.newPage();
    await signUpViaApi(upPage, up);
    expect(((await (await upPage.request.get('/api/app/config')).json()) as { app_downtime_flag: number }).app_downtime_flag).toBe(0);
    await upPage.goto('/dashboard');
    await expect(upPage.getByRole('heading', { name: `Welcome, ${up.name}` })).toBeVisible();
    await expect(upPage.getByRole('heading', { name: "We'll be back soon" })).toHaveCount(0);
    // A signed-out caller gets only overrides for everyone, so no downtime either.
    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    expect(((await (await anonymous.get('/api/app/config')).json()) as { app_downtime_flag: number }).app_downtime_flag).toBe(0);
    await anonymous.dispose();
  } finally {
    await setOverrides(previous);
    await downContext.close();
    await upContext.close();
  }
});
