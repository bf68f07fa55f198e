import { expect, test, type Browser, type Page } from '@playwright/test';
import { mainNav, newUser, signedInAt, signUpViaApi } from './support';

/**
 * Prompt templates on /templates (issue 21): a writer makes a template with a {variable}, runs it on
 * gpt-4 (the fake model of playwright.config.ts) and sees the result; a team admin shares one and a
 * member sees it read-only and can run it (the billing installation has no model: the notice says so).
 */
const BILLING_URL = 'http://127.0.0.1:3102';
const FAKE_STRIPE_URL = 'http://127.0.0.1:3190';
const TEAM_PLAN = 'Team, monthly';

async function createTemplate(page: Page, name: string, formula: string): Promise<void> {
  await page.getByTestId('prompt-template-new').click();
  const form = page.getByTestId('prompt-template-form');
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Description' }).fill('A tagline for a product.');
  await form.getByRole('textbox', { name: 'Prompt' }).fill(formula);
  await expect(page.getByTestId('prompt-template-variables')).toContainText('product');
  await page.getByTestId('prompt-template-save').click();
  await expect(form).toBeHidden();
}

const card = (page: Page, name: string) => page.getByTestId('prompt-template-card').filter({ hasText: name });

test('a writer creates a template with a variable, runs it and sees the result', async ({ page }) => {
  await signedInAt(page, 'prompt-templates', '/templates');
  await expect(page.getByTestId('prompt-templates-empty')).toBeVisible();

  // A malformed placeholder is named before anything is sent.
  await page.getByTestId('prompt-template-new').click();
  await page.getByRole('textbox', { name: 'Prompt' }).fill('Write about {first name}.');
  await expect(page.getByText('is not a variable')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await createTemplate(page, 'Tagline', 'Write a one-line tagline for {product}.');
  await card(page, 'Tagline').getByTestId('prompt-template-run').click();
  const panel = page.getByTestId('prompt-template-run-panel');
  await expect(panel.getByTestId('prompt-template-run-submit')).toBeDisabled();
  await panel.getByTestId('prompt-variable-product').fill('a copper kettle');
  await panel.getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: 'gpt-4', exact: true }).click();
  await panel.getByTestId('prompt-template-run-submit').click();
  await expect(panel.getByTestId('prompt-template-result')).toContainText('This answer comes from the local test model.');
  await expect(panel.getByTestId('engine-label')).toHaveText('Model: fake-model');

  // The result is saved as the template's content: it is still there after a reload.
  await page.reload();
  await card(page, 'Tagline').getByTestId('prompt-template-run').click();
  await expect(page.getByTestId('prompt-template-result')).toContainText('This answer comes from the local test model.');
});

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BILLING_URL });
  return context.newPage();
}

test.describe('sharing', () => {
  test.use({ baseURL: BILLING_URL });

  test('a team admin shares a template; a member sees it read-only and runs it', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const admin = await signedInAt(page, 'prompt-templates-admin', '/pricing');
    await page.getByRole('button', { name: `Buy ${TEAM_PLAN}` }).click();
    await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/c/pay/cs_test_`));
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    const details = await page.request.get(`/api/fetch/user/details?unique_id=${admin.uid}`);
    const teamId = ((await details.json()) as { team_id: string | null }).team_id;
    expect(teamId).toBeTruthy();

    await page.goto('/templates');
    await createTemplate(page, 'Team tagline', 'Write a tagline for {product}.');
    // A template goes to the team of team mode: outside it, the button waits for the switch.
    await expect(card(page, 'Team tagline').getByTestId('prompt-template-share')).toBeDisabled();
    await mainNav(page).getByRole('button', { name: 'Profile menu' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menu').getByRole('switch', { name: 'Team Mode' }).click({ force: true })]);
    await card(page, 'Team tagline').getByTestId('prompt-template-share').click();
    await expect(card(page, 'Team tagline').getByTestId('prompt-template-shared')).toBeVisible();

    const other = await freshPage(browser);
    try {
      const memberInput = newUser('prompt-templates-member');
      const invited = await page.request.post('/api/add/team/member', { data: { team_id: teamId, email: memberInput.email } });
      expect(invited.status(), await invited.text()).toBe(201);
      await signUpViaApi(other, memberInput);
      const joined = await other.request.post('/api/join/team', { data: { team_id: teamId } });
      expect(joined.status(), await joined.text()).toBe(200);

      await other.goto('/templates');
      const shared = card(other, 'Team tagline');
      await expect(shared.getByTestId('prompt-template-readonly')).toBeVisible();
      await expect(shared.getByTestId('prompt-template-edit')).toHaveCount(0);
      await expect(shared.getByTestId('prompt-template-delete')).toHaveCount(0);
      await expect(shared.getByTestId('prompt-template-share')).toHaveCount(0);
      await shared.getByTestId('prompt-template-run').click();
      await other.getByTestId('prompt-variable-product').fill('a tea tin');
      await other.getByTestId('prompt-template-run-submit').click();
      // No model on this installation: the run says so and charges nothing.
      await expect(other.getByTestId('engine-notice')).toContainText('cannot run a prompt template here yet');
      await expect(other.getByTestId('engine-label')).toHaveText('Offline engine');
    } finally {
      await other.context().close();
    }
  });
});
