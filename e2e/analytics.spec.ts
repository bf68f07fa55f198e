import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectDashboard, freshPage, giveTeamPlan, mainNav, newUser, signUpViaApi, type TSignedUpUser } from './support';

/**
 * /account/analytics (spec §2, §6) after real usage on the app server: a team member asks FactGPT
 * with gpt-4 (the fake model, so the answer is charged) and creates a doc in team mode; the member
 * sees their own figures, the team's admin (in team mode) every member's, in charts, a table and
 * the CSV. A plan without analytics is sent to the dashboard.
 */
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function userDetails(page: Page, user: TSignedUpUser): Promise<{ team_id: string | null; projects: { _id: string }[] }> {
  const response = await page.request.get(`/api/fetch/user/details?unique_id=${user.uid}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { team_id: string | null; projects: { _id: string }[] };
}

const usageRow = (page: Page, member: string, feature: string) =>
  page.getByRole('table', { name: 'Usage by member and feature' }).getByRole('row').filter({ hasText: member }).filter({ hasText: feature });

test('a plan without analytics is sent to the dashboard, and the server refuses its calls', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('analytics-trial'));
  await page.goto('/account/analytics');
  await expectDashboard(page, user.name);
  const query = `from=${daysAgo(29)}&to=${today()}`;
  expect((await page.request.get(`/api/analytics?${query}`)).status()).toBe(403);
  expect((await page.request.get(`/api/analytics.csv?${query}`)).status()).toBe(403);
});

test('after a generation and a doc, the charts, the table and the CSV show the usage', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await signUpViaApi(page, newUser('analytics-admin'));
  await giveTeamPlan(browser, admin);
  const { team_id: teamId, projects } = await userDetails(page, admin);
  expect(teamId).toBeTruthy();

  const other = await freshPage(browser);
  try {
    const memberInput = newUser('analytics-member');
    expect((await page.request.post('/api/add/team/member', { data: { team_id: teamId, email: memberInput.email } })).status()).toBe(201);
    const member = await signUpViaApi(other, memberInput);
    expect((await other.request.post('/api/join/team', { data: { team_id: teamId } })).status()).toBe(200);

    // Real usage in team mode (on for a member): a charged FactGPT answer, and a new doc in the team's project.
    await other.goto('/factgpt');
    await other.getByRole('combobox', { name: 'Model', exact: true }).click();
    await other.getByRole('option', { name: 'gpt-4', exact: true }).click();
    await other.getByRole('textbox', { name: 'Your question' }).fill('How often does the harbour ferry leave?');
    await other.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(other.getByTestId('answer-text')).toContainText('This answer comes from the local test model.');
    await expect(other.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
    const created = await other.request.post('/api/create/user/copy', { data: { team_id: teamId, project_id: projects[0]!._id, title: 'Ferry times' } });
    expect(created.status(), await created.text()).toBe(201);

    // What the server counted, to compare the page and the file with.
    const report = await other.request.get(`/api/analytics?from=${daysAgo(29)}&to=${today()}&team_id=${teamId}`);
    expect(report.status()).toBe(200);
    const figures = (await report.json()) as { totals: Array<{ unique_id: string; feature: string | null; credits: string; words: number; docs: number }> };
    const factgpt = figures.totals.find((line) => line.feature === 'factgpt')!;
    expect(factgpt).toMatchObject({ unique_id: member.uid, credits: '0.1' });
    expect(factgpt.words).toBeGreaterThan(0);

    // The member reads their own usage in the team.
    await other.goto('/account/analytics');
    await expect(other.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(other.getByTestId('analytics-scope')).toContainText('Your own usage in your team');
    await expect(usageRow(other, member.name, 'FactGPT')).toContainText(`0.1${factgpt.words}`);
    await expect(usageRow(other, member.name, 'Docs').getByRole('cell').nth(5)).toHaveText('1');

    // The admin outside team mode: their own pool, empty so far.
    await page.goto('/account/analytics');
    await expect(page.getByText('Turn on Team Mode in the profile menu to see your team’s usage.')).toBeVisible();
    await expect(page.getByTestId('analytics-empty')).toContainText('No usage in this period yet');
    await page.screenshot({ path: '/tmp/analytics-empty.png', fullPage: true });

    // In team mode the admin sees every member: charts with bars, and the table.
    await mainNav(page).getByRole('button', { name: 'Profile menu' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menu').getByRole('switch', { name: 'Team Mode' }).click({ force: true })]);
    await expect(page.getByTestId('analytics-scope')).toContainText('every member');
    await expect(usageRow(page, member.name, 'FactGPT')).toContainText(`0.1${factgpt.words}`);
    await expect(usageRow(page, member.name, 'All features')).toContainText(`0.1${factgpt.words}`);
    for (const measure of ['credits', 'words', 'docs']) {
      // Days without usage draw empty bars: at least one has a height.
      await expect(page.getByTestId(`chart-${measure}`).locator('.recharts-bar-rectangle').filter({ visible: true })).not.toHaveCount(0);
    }
    await expect(page.getByTestId('chart-checks')).toContainText('None in this period.');
    await page.screenshot({ path: '/tmp/analytics-team.png', fullPage: true });

    // The CSV has the same figures, one row per day, member and feature.
    const waiting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await waiting;
    expect(download.suggestedFilename()).toBe(`longform-usage-${daysAgo(29)}-to-${today()}.csv`);
    const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(lines[0]).toBe('date,member_name,member_email,unique_id,feature_id,feature,credits,words,runs,docs,checks');
    expect(lines).toContain(`${today()},${member.name},${member.email},${member.uid},factgpt,FactGPT,0.1,${factgpt.words},0,0,0`);
    expect(lines).toContain(`${today()},${member.name},${member.email},${member.uid},docs,Docs,0.0,0,0,1,0`);

    // A custom period the server refuses shows its message under the fields.
    await page.locator('label').filter({ hasText: /^Custom$/ }).click();
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(today());
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(daysAgo(3));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The period ends before it starts' })).toBeVisible();
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'from is required' })).toBeVisible();
    await page.screenshot({ path: '/tmp/analytics-bad-period.png', fullPage: true });
    // Back to a valid custom period: the figures come back.
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(daysAgo(6));
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(today());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(usageRow(page, member.name, 'FactGPT')).toContainText(`0.1${factgpt.words}`);
  } finally {
    await other.context().close();
  }
});
