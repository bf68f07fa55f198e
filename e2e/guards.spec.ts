import { expect, test, type Page } from '@playwright/test';
import { expectDashboard, fillSignInForm, fillSignUpForm, mainNav, NAV_LABELS, newUser, signUpViaApi, signedInAt } from './support';

test.describe.configure({ mode: 'parallel' });

/** Opens a path and expects to end on another (a path, optionally with its query). */
async function expectRedirect(page: Page, from: string, to: string): Promise<void> {
  await page.goto(from);
  await expect(page, `${from} should lead to ${to}`).toHaveURL((url) => `${url.pathname}${url.search}` === to);
}

async function expectLoginPage(page: Page): Promise<void> {
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('input[name=email]')).toBeVisible();
}

test.describe('signed out', () => {
  test('the app and its pages send to /login', async ({ page }) => {
    for (const path of ['/', '/dashboard', '/projects', '/factgpt', '/optimizer/seo', '/no-such-page']) {
      await expectRedirect(page, path, '/login');
      await expectLoginPage(page);
    }
    await expect(mainNav(page)).toHaveCount(0);
  });

  test('/terms, /thank-you and /share-blog/<id> are public', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and privacy policy' })).toBeVisible();
    await expect(page).toHaveURL(/\/terms$/);

    await page.goto('/thank-you');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await expect(page).toHaveURL(/\/thank-you$/);

    // A made-up id: the public page itself answers (not found), never the login page.
    await page.goto('/share-blog/abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Document not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/share-blog\/abc$/);

    // None of them shows the signed-in shell.
    await expect(mainNav(page)).toHaveCount(0);
  });

  test('an invitation link keeps its team_id through login and continues to /join', async ({ page }) => {
    const user = await signUpViaApi(page, newUser('invite'));
    await page.context().clearCookies();

    await expectRedirect(page, '/join?team_id=T1', '/login?team_id=T1');
    await expect(page.getByText('You are invited to a team')).toBeVisible();

    await fillSignInForm(page, user.email, user.password);
    await expect(page).toHaveURL((url) => url.pathname === '/join' && url.searchParams.get('team_id') === 'T1');
    await expect(page.getByRole('heading', { name: 'Join a team' })).toBeVisible();
  });

  test('a factgpt query survives signing in and ends on /factgpt', async ({ page }) => {
    const user = await signUpViaApi(page, newUser('factgpt'));
    await page.context().clearCookies();

    await expectRedirect(page, '/dashboard?factgpt=hello', '/login');
    await fillSignInForm(page, user.email, user.password);
    await expect(page).toHaveURL((url) => url.pathname === '/factgpt' && url.searchParams.get('factgpt') === 'hello');
    await expect(page.getByRole('heading', { level: 1, name: 'FactGPT' })).toBeVisible();

    // The hand-over happens once: the dashboard afterwards stays the dashboard.
    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expectDashboard(page, user.name);
  });

  test('a factgpt query also survives creating an account', async ({ page }) => {
    await expectRedirect(page, '/factgpt?factgpt=what%20is%20seo', '/login');
    await fillSignUpForm(page, newUser('factgpt-signup'));
    await expect(page).toHaveURL((url) => url.pathname === '/factgpt' && url.searchParams.get('factgpt') === 'what is seo');
  });
});

test.describe('signed in', () => {
  test('/ and /login lead to the dashboard', async ({ page }) => {
    const user = await signedInAt(page, 'root', '/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectDashboard(page, user.name);

    await expectRedirect(page, '/login', '/dashboard');
    await expectDashboard(page, user.name);
  });

  test('bare parent paths lead to their first child', async ({ page }) => {
    await signUpViaApi(page, newUser('bare'));
    // The files step then names the workflow it opened (?id=…).
    await page.goto('/workflows');
    await expect(page).toHaveURL((url) => url.pathname === '/workflows/files');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Workflow: Sources' })).toBeVisible();
    await expectRedirect(page, '/optimizer', '/optimizer/seo');
    await expect(page.getByRole('heading', { level: 1, name: 'Semantic SEO' })).toBeVisible();
    await expectRedirect(page, '/standalones', '/factgpt');
    await expect(page.getByRole('heading', { level: 1, name: 'FactGPT' })).toBeVisible();
  });

  test('analytics is not for a trial user', async ({ page }) => {
    const user = await signUpViaApi(page, newUser('analytics'));
    await expectRedirect(page, '/account/analytics', '/dashboard');
    await expectDashboard(page, user.name);
    // The profile menu offers it disabled.
    await mainNav(page).getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByRole('menuitem', { name: /Analytics/ })).toBeDisabled();
  });

  test('analytics stays closed to a trial user however the path is capitalised', async ({ page }) => {
    await signUpViaApi(page, newUser('analytics-case'));
    await page.goto('/Account/Analytics');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible({ timeout: 3_000 });
  });

  test('feature pages resolve with their heading inside the shell', async ({ page }) => {
    await signUpViaApi(page, newUser('features'));
    const pages = [
      ['/account/profile', 'Profile'],
      ['/content-planner/topic', 'Content Planner'],
      ['/integrations/wordpress', /^Integrations: /],
    ] as const;
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(mainNav(page)).toBeVisible();
    }
  });

  test('every navigation link opens its page, marked as the current one', async ({ page }) => {
    const user = await signedInAt(page, 'navlinks');
    await expectDashboard(page, user.name);
    const nav = mainNav(page);
    for (const label of NAV_LABELS.slice(1)) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    }
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expectDashboard(page, user.name);

    await nav.getByRole('link', { name: 'Buy Plan' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');

    await nav.getByRole('button', { name: 'Switch project' }).click();
    await page.getByRole('menuitem', { name: 'Legacy Standalones' }).click();
    await expect(page).toHaveURL(/\/factgpt$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FactGPT');
  });

  test('query variants: pricing add-ons and AutoBlog workflow templates', async ({ page }) => {
    await signedInAt(page, 'variants', '/pricing?tab=addon');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add-ons');
    await page.goto('/templates?category=workflow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AutoBlog Workflows');
  });

  test('an unknown path shows "Page not found" with a way back', async ({ page }) => {
    const user = await signedInAt(page, 'notfound', '/this/does/not-exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/this\/does\/not-exist$/);
    await expect(mainNav(page)).toBeVisible();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expectDashboard(page, user.name);
  });
});
