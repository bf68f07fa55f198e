import { expect, test, type Browser, type Page } from '@playwright/test';
import { EDITOR_OPENS, fillSignUpForm, mainNav, newUser, signedInAt, signUpViaApi } from './support';

/**
 * A real team (issue 7): an admin buys a team plan through (fake) Stripe Checkout, which makes the
 * team; invites a second person by email; that person signs up from the join link and joins; both
 * co-edit a doc written in team mode, live, from two browsers. And someone without an invitation
 * is refused.
 */
const BILLING_URL = 'http://127.0.0.1:3102';
const FAKE_STRIPE_URL = 'http://127.0.0.1:3190';
const TEAM_PLAN = 'Team, monthly';

test.use({ baseURL: BILLING_URL });

const docText = (page: Page) => page.getByTestId('doc-text');

/** Buys the team plan through Checkout; the webhook assigns it, and the team comes with it. */
async function buyTeamPlan(page: Page): Promise<void> {
  await page.goto('/pricing');
  await page.getByRole('button', { name: `Buy ${TEAM_PLAN}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/c/pay/cs_test_`));
  await expect(page.getByTestId('product')).toHaveText(TEAM_PLAN);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
}

/** The admin's join link, read from the team tab. */
async function joinLinkOf(page: Page): Promise<string> {
  const link = (await page.getByTestId('join-link').textContent()) ?? '';
  expect(link).toMatch(new RegExp(`^${BILLING_URL}/join\\?team_id=[0-9a-f-]{36}$`));
  return link;
}

async function openProfileMenu(page: Page) {
  await mainNav(page).getByRole('button', { name: 'Profile menu' }).click();
  return page.getByRole('menu');
}

/** A fresh browser with nobody signed in. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BILLING_URL });
  return context.newPage();
}

test('a team admin and an invited member co-edit one doc live', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await signedInAt(page, 'team-admin', '/pricing');
  await buyTeamPlan(page);

  // The team tab: the admin alone, an invitation form and the join link.
  await page.goto('/dashboard');
  const menu = await openProfileMenu(page);
  await menu.getByRole('menuitem', { name: 'Team', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/team$/);
  await expect(page.getByText(`Plan: ${TEAM_PLAN}`)).toBeVisible();
  await expect(page.getByText('Seats: 1 of 5 taken')).toBeVisible();
  await expect(page.getByText('Team credits used: 0.0 of 3000.0', { exact: true })).toBeVisible();
  const people = page.getByRole('list', { name: 'Team members' });
  await expect(people.getByRole('listitem')).toHaveCount(1);
  await expect(people.getByRole('listitem', { name: admin.email })).toContainText('Admin');

  const member = newUser('team-member');
  await page.getByLabel('Email address to invite').fill(member.email.toUpperCase());
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(people.getByRole('listitem', { name: member.email })).toContainText('Invited');
  await expect(page.getByText('Seats: 2 of 5 taken (1 by invitations)')).toBeVisible();
  // Inviting the same address twice says so.
  await page.getByLabel('Email address to invite').fill(member.email);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(`${member.email} has already been invited. Send them the join link.`)).toBeVisible();
  const joinLink = await joinLinkOf(page);
  await page.screenshot({ path: '/tmp/team-admin-tab.png', fullPage: true });

  // The invited person opens the link signed out, creates their account, and lands in the team.
  const other = await freshPage(browser);
  try {
    await other.goto(joinLink);
    await expect(other).toHaveURL(/\/login\?team_id=/);
    await fillSignUpForm(other, member);
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(other.getByText(`You joined the team of ${admin.email}. Team Mode is on`)).toBeVisible();
    await other.screenshot({ path: '/tmp/team-joined.png' });
    // A trial member works in team mode; the toggle itself is not theirs to use.
    const otherMenu = await openProfileMenu(other);
    await expect(otherMenu.getByRole('switch', { name: 'Team Mode' })).toBeChecked();
    await otherMenu.getByRole('menuitem', { name: 'Team', exact: true }).click();
    const memberView = other.getByRole('list', { name: 'Team members' });
    await expect(memberView.getByRole('listitem')).toHaveCount(2);
    await expect(memberView.getByRole('listitem', { name: member.email })).toContainText('Member');
    await expect(other.getByRole('button', { name: 'Invite' })).toHaveCount(0);
    await expect(other.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await other.screenshot({ path: '/tmp/team-member-tab.png', fullPage: true });

    // The admin sees the member joined, then switches to team mode (the page reloads).
    await page.reload();
    await expect(people.getByRole('listitem', { name: member.email })).toContainText('Member');
    const adminMenu = await openProfileMenu(page);
    const toggle = adminMenu.getByRole('switch', { name: 'Team Mode' });
    await expect(toggle).not.toBeChecked();
    await Promise.all([page.waitForEvent('load'), toggle.click({ force: true })]);
    await expect((await openProfileMenu(page)).getByRole('switch', { name: 'Team Mode' })).toBeChecked();
    await page.keyboard.press('Escape');

    // A doc written in team mode belongs to the team: the member opens it and both type live.
    await page.goto('/blogs/editor');
    await expect(page).toHaveURL(/copy_id=/);
    await expect(docText(page)).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
    const copyId = new URL(page.url()).searchParams.get('copy_id')!;
    await other.goto(`/blogs/editor?copy_id=${copyId}`);
    await expect(docText(other)).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);

    await docText(page).click();
    await page.keyboard.type('The admin drafts the intro.');
    await expect(docText(other)).toContainText('The admin drafts the intro.');
    await docText(other).click();
    await other.keyboard.press('End');
    await other.keyboard.press('Enter');
    await other.keyboard.type('The member adds a paragraph.');
    await expect(docText(page)).toContainText('The member adds a paragraph.');
    // Each sees the other's caret under the other's name.
    await expect(page.locator('.collaboration-carets__label', { hasText: member.name })).toBeVisible();
    await expect(other.locator('.collaboration-carets__label', { hasText: admin.name })).toBeVisible();
    await page.screenshot({ path: '/tmp/team-coedit.png' });
  } finally {
    await other.context().close();
  }
});

test('someone without an invitation is refused at /join, with the reason', async ({ page, browser }) => {
  await signedInAt(page, 'team-admin-refuse', '/pricing');
  await buyTeamPlan(page);
  await page.goto('/account/team');
  const joinLink = await joinLinkOf(page);

  const stranger = await freshPage(browser);
  try {
    const user = await signUpViaApi(stranger, newUser('team-stranger'));
    await stranger.goto(joinLink);
    await expect(stranger.getByRole('heading', { name: 'Join a team' })).toBeVisible();
    await expect(stranger.getByText(`There is no invitation to this team for ${user.email}.`)).toBeVisible();
    await expect(stranger.getByText(`You are signed in as ${user.email}.`)).toBeVisible();
    await stranger.screenshot({ path: '/tmp/team-join-refused.png' });
    await stranger.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(stranger).toHaveURL(/\/dashboard$/);
    // Still in no team.
    await (await openProfileMenu(stranger)).getByRole('menuitem', { name: 'Team', exact: true }).click();
    await expect(stranger.getByText('You are not in a team.')).toBeVisible();
  } finally {
    await stranger.context().close();
  }
  // The admin's team is unchanged.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Team members' }).getByRole('listitem')).toHaveCount(1);
});
