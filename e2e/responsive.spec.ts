import { expect, test, type Page } from '@playwright/test';
import { dashboardFigure, expectDashboard, mainNav, newUser, signUpViaApi } from './support';

test.describe.configure({ mode: 'parallel' });
test.use({ timezoneId: 'UTC', locale: 'en-US' });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SHOTS = 'test-results/screenshots';

test.describe('phone width', () => {
  test.use({ viewport: PHONE });

  test('the burger opens and closes the navigation; following a link closes it', async ({ page }) => {
    const user = await signUpViaApi(page, newUser('phone'));
    await page.goto('/dashboard');
    await expectDashboard(page, user.name);

    const nav = mainNav(page);
    const open = page.getByRole('button', { name: 'Open navigation' });
    await expect(open).toBeVisible();
    await expect(nav).not.toBeInViewport();

    await open.click();
    await expect(nav).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Integrations' })).toBeInViewport();
    await expect(nav.getByText('Credits used: 0.0', { exact: true })).toBeInViewport();
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await expect(nav).not.toBeInViewport();

    await open.click();
    await nav.getByRole('link', { name: 'Docs' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Docs' })).toBeVisible();
    await expect(nav).not.toBeInViewport();
    await expect(open).toBeVisible();

    // The switcher's menu works inside the drawer too.
    await open.click();
    await nav.getByRole('button', { name: 'Switch project' }).click();
    await page.getByRole('menuitem', { name: 'Manage Projects' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Projects' })).toBeVisible();
    await expect(nav).not.toBeInViewport();
  });
});

test.describe('phone width, keyboard', () => {
  test.use({ viewport: PHONE });

  test('the closed navigation drawer is out of the keyboard order', async ({ page }) => {
    const user = await signUpViaApi(page, newUser('phone-keys'));
    await page.goto('/dashboard');
    await expectDashboard(page, user.name);
    const nav = mainNav(page);
    await expect(nav).not.toBeInViewport();

    await page.getByRole('button', { name: 'Open navigation' }).focus();
    for (let step = 1; step <= 3; step++) {
      await page.keyboard.press('Tab');
      const inClosedNav = await nav.evaluate((element) => element.contains(document.activeElement));
      expect(inClosedNav, `Tab ${step} from the burger focuses a control of the closed drawer`).toBe(false);
    }
  });
});

/** Screenshots of the three main screens at one size, for a person to look at (test-results/screenshots). */
async function captureScreens(page: Page, size: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeVisible();
  await shoot(page, `login-${size}`);

  await page.getByRole('tab', { name: 'Create account' }).click();
  await expect(page.locator('input[name=project_name]')).toBeVisible();
  await shoot(page, `signup-${size}`);

  const user = await signUpViaApi(page, newUser(`shots-${size}`));
  await page.goto('/dashboard');
  await expectDashboard(page, user.name);
  await expect(dashboardFigure(page, 'Plan')).toHaveText('5-Day Free Trial');
  await expect(dashboardFigure(page, 'Credits used')).toHaveText(/^0\.0 \//);
  await expect(dashboardFigure(page, 'Trial ends')).not.toBeEmpty();
  await expect(dashboardFigure(page, 'Active project')).toHaveText(user.project_name);
  await shoot(page, `dashboard-${size}`);

  await page.goto('/projects');
  await expect(page.getByRole('list', { name: 'Projects' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'New project name' }).fill('A second project with a rather long name for wrapping');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('list', { name: 'Projects' }).getByRole('listitem')).toHaveCount(2);
  await shoot(page, `projects-${size}`);

}

/**
 * Saves a screenshot of the viewport (full-page captures misplace the shell's fixed header), and
 * checks that nothing sticks out sideways.
 */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** The pages of issue 21 at one size: each opens and nothing sticks out sideways. */
async function captureToolPages(page: Page, size: string): Promise<void> {
  await signUpViaApi(page, newUser(`tools-${size}`));
  const pages: Array<[string, string, string]> = [
    ['/standalones/headlines', 'Headlines', 'tool-headlines'],
    ['/repurpose', 'Repurpose', 'repurpose'],
    ['/templates', 'Templates', 'templates'],
    ['/brandvoice', 'Brand Voice', 'brandvoice'],
    ['/content-planner/topic', 'Content Planner', 'content-planner'],
  ];
  for (const [path, heading, name] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await shoot(page, `${name}-${size}`);
  }
}

test.describe('screenshots', () => {
  test.describe('writing tools, repurpose, templates, brand voices and the planner', () => {
    for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      test.describe(size, () => {
        test.use({ viewport });
        test(`the pages of issue 21 at ${viewport.width}×${viewport.height}`, async ({ page }) => {
          await captureToolPages(page, size);
        });
      });
    }
  });

  test.describe('desktop', () => {
    test.use({ viewport: DESKTOP });
    test('login, dashboard and projects at 1280×800', async ({ page }) => {
      await captureScreens(page, 'desktop');
      await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();
      await expect(mainNav(page)).toBeInViewport();
    });
  });

  test.describe('phone', () => {
    test.use({ viewport: PHONE });
    test('login, dashboard and projects at 390×844', async ({ page }) => {
      await captureScreens(page, 'phone');
      await page.getByRole('button', { name: 'Open navigation' }).click();
      // Let the drawer finish sliding in before the picture.
      await expect.poll(async () => (await mainNav(page).boundingBox())?.x).toBe(0);
      await shoot(page, 'navigation-phone');
    });
  });
});
