import { expect, test, type Page } from '@playwright/test';
import { freshPage, giveTeamPlan, newUser, signUpViaApi } from './support';

/**
 * The team admin's actions on /account/team (issue 22): each member's usage this month, handing the
 * admin role to a member (the former admin stays a member and loses the admin's tools), and the new
 * admin removing a member after confirming. Members see none of these tools.
 */

const people = (page: Page) => page.getByRole('list', { name: 'Team members' });
const person = (page: Page, email: string) => people(page).getByRole('listitem', { name: email });

test('the admin sees each member’s usage, hands the admin role over, and the new admin removes the former one', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await signUpViaApi(page, newUser('team-admin-lead'));
  await giveTeamPlan(browser, admin);
  const details = await page.request.get(`/api/fetch/user/details?unique_id=${admin.uid}`);
  const teamId = ((await details.json()) as { team_id: string }).team_id;
  expect(teamId).toBeTruthy();

  const other = await freshPage(browser);
  try {
    const memberInput = newUser('team-admin-member');
    expect((await page.request.post('/api/add/team/member', { data: { team_id: teamId, email: memberInput.email } })).status()).toBe(201);
    const member = await signUpViaApi(other, memberInput);
    expect((await other.request.post('/api/join/team', { data: { team_id: teamId } })).status()).toBe(200);
    // The member's generation of 170 words, charged to the team's pool through the real charging call.
    const words = Array.from({ length: 170 }, (_, index) => `word${index}`).join(' ');
    const charged = await other.request.post('/api/user/credits/update', { data: { unique_id: member.uid, team_id: teamId, output_text: [words], feature: 'factgpt' } });
    expect(charged.status(), await charged.text()).toBe(200);

    // A member sees who is in the team, without the admin's tools or anyone's usage.
    await other.goto('/account/team');
    await expect(person(other, admin.email)).toContainText('Admin');
    await expect(other.getByRole('button', { name: /Make .* the team admin/ })).toHaveCount(0);
    await expect(other.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await expect(other.getByTestId('member-usage')).toHaveCount(0);

    // The admin sees each member's usage this month.
    await page.goto('/account/team');
    await expect(person(page, member.email).getByTestId('member-usage')).toHaveText('This month: 1.7 credits · 170 words · 0 runs');
    await expect(person(page, admin.email).getByTestId('member-usage')).toHaveText('This month: 0.0 credits · 0 words · 0 runs');
    await page.screenshot({ path: '/tmp/team-admin-usage.png', fullPage: true });

    // Handing the admin role over asks first; cancelling changes nothing.
    await person(page, member.email).getByRole('button', { name: `Make ${member.email} the team admin` }).click();
    const dialog = page.getByRole('dialog', { name: 'Make this member the team admin?' });
    await expect(dialog).toContainText('You stay in the team as a member');
    await page.screenshot({ path: '/tmp/team-admin-transfer-confirm.png' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(person(page, admin.email)).toContainText('Admin');
    await person(page, member.email).getByRole('button', { name: `Make ${member.email} the team admin` }).click();
    await page.getByRole('dialog', { name: 'Make this member the team admin?' }).getByRole('button', { name: 'Make admin' }).click();
    await expect(page.getByText(`${member.email} is now the team admin`)).toBeVisible();
    await expect(person(page, member.email)).toContainText('Admin');
    await expect(person(page, admin.email)).toContainText('Member');
    await expect(page.getByRole('form', { name: 'Invite a team member' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await expect(page.getByTestId('member-usage')).toHaveCount(0);
    await page.screenshot({ path: '/tmp/team-admin-transferred.png', fullPage: true });

    // The new admin has the tools now, and removes the former admin after confirming.
    await other.reload();
    await expect(other.getByRole('form', { name: 'Invite a team member' })).toBeVisible();
    await expect(person(other, member.email).getByTestId('member-usage')).toHaveText('This month: 1.7 credits · 170 words · 0 runs');
    await person(other, admin.email).getByRole('button', { name: `Remove ${admin.email}` }).click();
    await other.getByRole('dialog', { name: 'Remove member?' }).getByRole('button', { name: 'Remove member' }).click();
    await expect(other.getByText(`Removed ${admin.email}`)).toBeVisible();
    await expect(person(other, admin.email)).toHaveCount(0);
    expect((await page.request.get(`/api/fetch/team/details?team_id=${teamId}`)).status()).toBe(403);
  } finally {
    await other.context().close();
  }
});
