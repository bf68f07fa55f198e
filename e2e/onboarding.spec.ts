import { expect, test, type Page } from '@playwright/test';
import { expectDashboard, fillSignUpForm, newUser, signUpViaApi } from './support';

const PHONE = { width: 390, height: 844 };

const flow = (page: Page) => page.getByRole('region', { name: 'Set up your workspace' });
const checklist = (page: Page) => page.getByRole('region', { name: 'Get started' });
const step = (page: Page, id: string) => page.getByTestId(`checklist-${id}`);

/** No sideways scroll once the layout has settled (a viewport change animates the shell for a moment). */
async function noSidewaysScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** The first project's name, read from the user record. */
async function firstProjectName(page: Page, uid: string): Promise<string> {
  const response = await page.request.get(`/api/fetch/user/details?unique_id=${uid}`);
  return ((await response.json()) as { projects: { project_name: string }[] }).projects[0]!.project_name;
}

test('sign up, answer the welcome questions, then the checklist ticks what the person really did', async ({ page }) => {
  const user = newUser('onboard');
  await page.goto('/login');
  await fillSignUpForm(page, user);
  await expectDashboard(page, user.name);

  // The flow: four steps with a progress indicator; bad answers are refused where they are typed.
  await expect(flow(page)).toBeVisible();
  await expect(flow(page).getByText('Step 1 of 4')).toBeVisible();
  await expect(flow(page).getByRole('button', { name: 'Back' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/shots/onboarding-flow-desktop.png', fullPage: true });
  const name = flow(page).getByRole('textbox', { name: 'Your name' });
  await expect(name).toHaveValue(user.name);
  await name.fill('');
  await flow(page).getByRole('button', { name: 'Next' }).click();
  await expect(flow(page).getByText('Please enter your name.')).toBeVisible();
  await name.fill('x'.repeat(101));
  await flow(page).getByRole('button', { name: 'Next' }).click();
  await expect(flow(page).getByText('Your name can be at most 100 characters.')).toBeVisible();
  await name.fill('Ada Onboarded');
  await flow(page).getByRole('radio', { name: '2 to 5 people' }).click();
  await flow(page).getByRole('button', { name: 'Next' }).click();

  await expect(flow(page).getByText('Step 2 of 4')).toBeVisible();
  await flow(page).getByRole('radio', { name: 'Research on a topic or a question' }).click();
  await flow(page).getByRole('radio', { name: 'Ask questions and get answers with sources' }).click();
  // Back keeps what was answered.
  await flow(page).getByRole('button', { name: 'Back' }).click();
  await expect(flow(page).getByRole('radio', { name: '2 to 5 people' })).toBeChecked();
  await flow(page).getByRole('button', { name: 'Next' }).click();
  await flow(page).getByRole('button', { name: 'Next' }).click();

  await expect(flow(page).getByText('Step 3 of 4')).toBeVisible();
  await flow(page).getByRole('radio', { name: 'A search engine' }).click();
  const source = flow(page).getByRole('textbox', { name: 'Which site, search or person?' });
  await source.fill('y'.repeat(201));
  await flow(page).getByRole('button', { name: 'Next' }).click();
  await expect(flow(page).getByText('Keep this under 200 characters.')).toBeVisible();
  await source.fill('self-hosted writing app');
  await flow(page).getByRole('button', { name: 'Next' }).click();

  await expect(flow(page).getByText('Step 4 of 4')).toBeVisible();
  const project = flow(page).getByRole('textbox', { name: 'First project name' });
  await expect(project).toHaveValue(user.project_name);
  await project.fill('');
  await flow(page).getByRole('button', { name: 'Finish' }).click();
  await expect(flow(page).getByText('Please name your project.')).toBeVisible();
  await project.fill('Bakery blog');
  await flow(page).getByRole('button', { name: 'Finish' }).click();

  // The checklist replaces the flow: the project is there from sign-up, nothing else yet.
  await expect(flow(page)).toHaveCount(0);
  await expect(checklist(page)).toBeVisible();
  await expect(checklist(page).getByTestId('checklist-progress')).toHaveText('1 of 9 done');
  await expect(step(page, 'project')).toHaveAttribute('data-done', 'true');
  await expect(step(page, 'factgpt')).toHaveAttribute('data-done', 'false');
  // This installation has no DISCORD_URL: the Discord step is left out.
  await expect(step(page, 'discord')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots/onboarding-checklist-desktop.png', fullPage: true });
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string } };
  const details = await page.request.get(`/api/fetch/user/details?unique_id=${session.user.id}`);
  const record = (await details.json()) as { unique_id: string; onboarding_data: Record<string, string> };
  expect(record.onboarding_data).toMatchObject({
    name: 'Ada Onboarded',
    team_size: '2-5',
    app_starting_point: 'research',
    starting_workflow: 'factgpt',
    hear_about_us: 'search',
    hear_about_source_or_query: 'self-hosted writing app',
    project_name: 'Bakery blog',
  });
  expect(await firstProjectName(page, record.unique_id)).toBe('Bakery blog');

  // Two steps for real: ask FactGPT (the checklist's link), keep the answer as a doc.
  await step(page, 'factgpt').getByRole('link', { name: 'Ask a question with sources' }).click();
  await expect(page).toHaveURL(/\/factgpt$/);
  await page.getByRole('combobox', { name: 'Model', exact: true }).click();
  await page.getByRole('option', { name: 'gpt-4', exact: true }).click();
  await page.getByRole('textbox', { name: 'Your question' }).fill('How long does sourdough rise?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('answer').first()).not.toBeEmpty({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Save to doc' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Save to doc' }).click();
  await expect(page.getByRole('dialog', { name: 'Saved to Docs' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/dashboard');
  await expect(checklist(page).getByTestId('checklist-progress')).toHaveText('3 of 9 done');
  await expect(step(page, 'factgpt')).toHaveAttribute('data-done', 'true');
  await expect(step(page, 'chat')).toHaveAttribute('data-done', 'true');
  await expect(step(page, 'editor')).toHaveAttribute('data-done', 'false');

  // Phone width: the checklist fits.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(checklist(page)).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/shots/onboarding-checklist-phone.png', fullPage: true });

  // Hidden for good.
  await checklist(page).getByRole('button', { name: 'Hide checklist' }).click();
  await expect(checklist(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Onboarded' })).toBeVisible();
  await expect(checklist(page)).toHaveCount(0);
  await expect(flow(page)).toHaveCount(0);
});

test('skipping the welcome questions is remembered, and the flow fits a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const user = await signUpViaApi(page, newUser('onboard-skip'));
  await page.goto('/dashboard');
  await expect(flow(page)).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/shots/onboarding-flow-phone.png', fullPage: true });
  await flow(page).getByRole('button', { name: 'Skip for now' }).click();
  await expect(flow(page)).toHaveCount(0);
  await expect(checklist(page).getByTestId('checklist-progress')).toHaveText('1 of 9 done');
  await page.reload();
  await expect(checklist(page)).toBeVisible();
  await expect(flow(page)).toHaveCount(0);
  const steps = await page.request.get(`/api/fetch/onboarding_steps?unique_id=${user.uid}`);
  expect(await steps.json()).toMatchObject({ flow: 'skipped', show_flow: false, show_checklist: true });
});
