import { expect, test, type Browser, type Page } from '@playwright/test';
import { mainNav, newUser, signedInAt, signUpViaApi, type TSignedUpUser } from './support';

/**
 * Team members share the admin's projects (spec §6): in team mode a member picks the admin's
 * project in the switcher, works with its assets on /assets, and FactGPT answers from its files.
 * The team comes from a team plan bought through the fake Stripe Checkout, as in teamCoEdit.spec.ts.
 */
const BILLING_URL = 'http://127.0.0.1:3102';
const FAKE_STRIPE_URL = 'http://127.0.0.1:3190';
const TEAM_PLAN = 'Team, monthly';

test.use({ baseURL: BILLING_URL });

async function buyTeamPlan(page: Page): Promise<void> {
  await page.goto('/pricing');
  await page.getByRole('button', { name: `Buy ${TEAM_PLAN}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/c/pay/cs_test_`));
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
}

/** The user's record: their team and their projects. */
async function userDetails(page: Page, user: TSignedUpUser): Promise<{ team_id: string | null; projects: { _id: string }[] }> {
  const response = await page.request.get(`/api/fetch/user/details?unique_id=${user.uid}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { team_id: string | null; projects: { _id: string }[] };
}

async function uploadText(page: Page, projectId: string, name: string, text: string): Promise<void> {
  const response = await page.request.post(`/api/upload/assets?project_id=${projectId}`, {
    multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BILLING_URL });
  return context.newPage();
}

const assetRow = (page: Page, title: string) => page.getByRole('list', { name: 'Assets' }).getByRole('listitem', { name: title });

test('a team member works with the assets of the admin’s project and FactGPT answers from them', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await signedInAt(page, 'team-assets-admin', '/pricing');
  await buyTeamPlan(page);
  const { team_id: teamId, projects } = await userDetails(page, admin);
  expect(teamId).toBeTruthy();
  await uploadText(page, projects[0]!._id, 'ferry-times.txt', 'The harbour ferry leaves every forty minutes from pier three.');

  const other = await freshPage(browser);
  try {
    const memberInput = newUser('team-assets-member');
    const invited = await page.request.post('/api/add/team/member', { data: { team_id: teamId, email: memberInput.email } });
    expect(invited.status(), await invited.text()).toBe(201);
    const member = await signUpViaApi(other, memberInput);
    const joined = await other.request.post('/api/join/team', { data: { team_id: teamId } });
    expect(joined.status(), await joined.text()).toBe(200);

    // In team mode the switcher offers the team's projects after the member's own.
    await other.goto('/assets');
    await mainNav(other).getByRole('button', { name: 'Switch project' }).click();
    const menu = other.getByRole('menu');
    await expect(menu.getByText('Team projects')).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([member.project_name, admin.project_name, 'Manage Projects', 'Legacy Standalones']);
    await other.screenshot({ path: '/tmp/team-assets-switcher.png' });
    await menu.getByRole('menuitem', { name: admin.project_name }).click();
    await expect(mainNav(other).getByRole('button', { name: 'Switch project' })).toHaveText(admin.project_name);

    // The admin's file is there; the member adds one, finds it, and deletes it again.
    await expect(assetRow(other, 'ferry-times.txt')).toBeVisible();
    await other.getByLabel('Files to upload').setInputFiles([
      { name: 'night-ferry.md', mimeType: 'text/markdown', buffer: Buffer.from('# Night ferry\n\nThe night ferry runs on Fridays only.') },
    ]);
    await expect(other.getByRole('list', { name: 'Upload results' })).toContainText('night-ferry.md: added');
    await expect(assetRow(other, 'night-ferry.md')).toBeVisible();
    await other.getByLabel('Search inside assets').fill('night ferry Fridays');
    await other.getByRole('button', { name: 'Search' }).click();
    await expect(other.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toContainText('runs on Fridays only');
    await other.screenshot({ path: '/tmp/team-assets-member.png', fullPage: true });
    await assetRow(other, 'night-ferry.md').getByRole('button', { name: 'Delete' }).click();
    await other.getByRole('button', { name: 'Delete asset' }).click();
    await expect(assetRow(other, 'night-ferry.md')).toHaveCount(0);

    // The admin sees the shared project as the member left it.
    await page.goto('/assets');
    await expect(assetRow(page, 'ferry-times.txt')).toBeVisible();
    await expect(assetRow(page, 'night-ferry.md')).toHaveCount(0);

    // FactGPT: the attach menu lists the admin's file and the answer cites it.
    await other.goto('/factgpt');
    await other.getByRole('combobox', { name: 'Mode', exact: true }).click();
    await other.getByRole('option', { name: 'Files' }).click();
    await other.getByRole('button', { name: /Attach files \(0\/\d+\)/ }).click();
    await other.getByRole('checkbox', { name: 'ferry-times.txt' }).check();
    await other.keyboard.press('Escape');
    await other.getByRole('textbox', { name: 'Your question' }).fill('How often does the harbour ferry leave?');
    await other.getByRole('button', { name: 'Send' }).click();
    await expect(other.getByTestId('answer')).toContainText('every forty minutes');
    await other.screenshot({ path: '/tmp/team-assets-factgpt.png', fullPage: true });
  } finally {
    await other.context().close();
  }
});
