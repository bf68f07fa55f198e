import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';

/**
 * Shared steps of the end-to-end suite. Both servers keep their data in memory, so every test signs
 * up a user of its own with a unique email and never depends on another test's data.
 */
export type TTestUser = { name: string; email: string; password: string; project_name: string };
export type TSignedUpUser = TTestUser & { uid: string };

/** The maintenance-mode server started by playwright.config.ts (DOWNTIME_UNTIL in 2099). */
/**
 * How long a test waits for the editor to open (the doc loaded and its shared document synced): a
 * cold editor chunk and a busy in-memory database behind both workers can take over the usual 10 s.
 */
export const EDITOR_OPENS = { timeout: 30_000 };

export const MAINTENANCE_URL = 'http://127.0.0.1:3101';

/** The side navigation of spec §2, in its order. */
export const NAV_LABELS = [
  'Dashboard',
  'Docs',
  'Content Planner',
  'Templates',
  'FactGPT',
  'Repurpose',
  'Semantic SEO',
  'Factcheck & Cite',
  'AI Interlinking',
  'Humanize AI',
  'Plagiarism',
  'Google Search Console',
  'Assets',
  'Brand Voice',
  'Integrations',
];

export function uniqueEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 12)}@example.com`;
}

/** A fresh, valid sign-up; override any field. */
export function newUser(tag: string, overrides: Partial<TTestUser> = {}): TTestUser {
  return {
    name: `Ada ${tag}`,
    email: uniqueEmail(tag),
    password: 'Secret-pass-123',
    project_name: `${tag} first project`,
    ...overrides,
  };
}

/**
 * Signs up through the API (POST /api/add/user). page.request shares the page's cookies, so the
 * browser is signed in afterwards. Use it where the sign-up form itself is not under test.
 */
export async function signUpViaApi(page: Page, user: TTestUser): Promise<TSignedUpUser> {
  const response = await page.request.post('/api/add/user', { data: user });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { user: { unique_id: string } };
  return { ...user, uid: body.user.unique_id };
}

/** The administrator of playwright.config.ts (ADMIN_EMAILS on the app server). */
export const ADMIN = newUser('admin', { email: 'admin-e2e@example.com' });

/** Signs the administrator in on this page; a retry, or another spec, finds the account already there. */
export async function signInAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/add/user', { data: ADMIN });
  if (response.status() === 201) return;
  await page.goto('/login');
  await fillSignInForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs up through the API and opens a page of the app once it has finished booting. */
export async function signedInAt(page: Page, tag: string, path = '/dashboard'): Promise<TSignedUpUser> {
  const user = await signUpViaApi(page, newUser(tag));
  await page.goto(path);
  return user;
}

/** Fills and sends the "Create account" tab of /login (the page must already show it). */
export async function fillSignUpForm(page: Page, user: TTestUser): Promise<void> {
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.locator('input[name=name]').fill(user.name);
  await page.locator('input[name=email]').fill(user.email);
  await page.locator('input[name=password]').fill(user.password);
  await page.locator('input[name=project_name]').fill(user.project_name);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Fills and sends the "Sign in" tab of /login (the page must already show it). */
export async function fillSignInForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('tab', { name: 'Sign in' }).click();
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** Waits for the signed-in dashboard of a user. */
export async function expectDashboard(page: Page, name: string): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
}

/** The value of one of the dashboard's labelled figures (a <dt>/<dd> pair). */
export function dashboardFigure(page: Page, label: string) {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** Tries to sign in through the form and expects the refusal every wrong credential gets. */
export async function expectSignInRefused(page: Page, email: string, password: string): Promise<void> {
  if (!/\/login$/.test(new URL(page.url()).pathname)) await page.goto('/login');
  await fillSignInForm(page, email, password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

/** A page in a context of its own: another person's browser. */
export async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** An administrator (ADMIN_EMAILS) puts the user on a team plan, which comes with a team they lead. */
export async function giveTeamPlan(browser: Browser, user: TSignedUpUser, planName = 'team_monthly_april_2024'): Promise<void> {
  const ops = await freshPage(browser);
  await signInAdmin(ops);
  const response = await ops.request.put('/api/update/user', { data: { unique_id: user.uid, plan_name: planName } });
  expect(response.status(), await response.text()).toBe(200);
  await ops.context().close();
}
