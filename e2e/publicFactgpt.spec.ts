import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { ERRORS } from '../core/errors';
import { fillSignUpForm, newUser } from './support';

/**
 * The public FactGPT tool (/standalones/public): a signed-out visitor's free runs, the limit and the
 * way on to an account. Each test's visitor has an address of its own (X-Forwarded-For, trusted from
 * loopback in playwright.config.ts), since the server counts runs per address as well as per cookie.
 */
async function asNewVisitor(page: Page): Promise<void> {
  const address = `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
}

const runsLeft = (page: Page) => page.getByTestId('runs-left');

async function ask(page: Page, question: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
}

test.describe('public FactGPT', () => {
  test('a visitor asks, runs out of free runs and signs up to land on /factgpt with the question', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/standalones/public');
    await expect(page.getByRole('heading', { level: 1, name: 'FactGPT' })).toBeVisible();
    await expect(runsLeft(page)).toHaveText('15 of 15 free runs left today');
    // The e2e installation has no web search provider, so the page does not promise cited web pages.
    await expect(page.getByTestId('empty-chat')).toHaveText('Ask anything. Web search is not set up on this site, so Web search mode cannot look questions up.');
    // A visitor has no project: only instruct and web search, and no model to pick.
    await page.getByRole('combobox', { name: 'Mode' }).click();
    await expect(page.getByRole('option')).toHaveText(['Instruct', 'Web search']);
    await page.getByRole('option', { name: 'Web search' }).click();
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveCount(0);

    const streamed = page.waitForResponse((response) => response.url().endsWith('/api/public/generate/query/stream'));
    await ask(page, 'What is topical authority?');
    const response = await streamed;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/event-stream');
    await expect(page.getByTestId('question')).toHaveText('What is topical authority?');
    const answer = page.getByTestId('answer');
    await expect(answer.getByTestId('engine-label')).toHaveText('Offline engine');
    // This installation has no web search (and no model for the public tool): the visitor is told so
    // in words meant for them, pointed to signing up, and the notice costs no run.
    const notice = answer.getByTestId('engine-notice');
    await expect(notice).toContainText('Web search is not set up on this site');
    await expect(notice).toContainText('Sign up free');
    await expect(notice).toContainText('did not use one of your free runs');
    await expect(answer).not.toContainText('Your selected sources');
    await expect(answer).not.toHaveAttribute('aria-busy');
    await expect(runsLeft(page)).toHaveText('15 of 15 free runs left today');
    await page.screenshot({ path: test.info().outputPath('public-factgpt-answer.png'), fullPage: true });

    // Use the 15 runs through the API, with the visitor's cookie and address.
    for (let left = 14; left >= 0; left--) {
      const use = await page.request.post('/api/public/runs/use', { data: { tool: 'factgpt' } });
      expect(use.status()).toBe(200);
      expect(await use.json()).toEqual({ runs_left: left });
    }

    const question = 'How do I build topical authority for a small blog?';
    await ask(page, question);
    const prompt = page.getByTestId('runs-used');
    await expect(prompt).toContainText(ERRORS.public_runs_exhausted.message);
    await expect(prompt).toContainText(question);
    await expect(runsLeft(page)).toHaveText('0 of 15 free runs left today');
    // The refused question got no answer and spent nothing.
    await expect(page.getByTestId('question')).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('public-factgpt-limit.png'), fullPage: true });

    await prompt.getByRole('link', { name: 'Sign up free' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('factgpt') === question);
    await fillSignUpForm(page, newUser('public-factgpt'));
    await expect(page).toHaveURL((url) => url.pathname === '/factgpt' && url.searchParams.get('factgpt') === question);
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue(question);

    // Signed in, the public tool leads to FactGPT itself, keeping a question.
    await page.goto('/standalones/public?factgpt=why');
    await expect(page).toHaveURL((url) => url.pathname === '/factgpt' && url.searchParams.get('factgpt') === 'why');
  });

  test('fits a 390 px phone, with the question a link brought in the box', async ({ page }) => {
    await asNewVisitor(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/standalones/public?factgpt=What%20is%20E-E-A-T%3F');
    await expect(runsLeft(page)).toHaveText('15 of 15 free runs left today');
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue('What is E-E-A-T?');
    await ask(page, 'What is E-E-A-T?');
    const answer = page.getByTestId('answer');
    await expect(answer.getByTestId('engine-label')).toHaveText('Offline engine');
    // Instruct mode needs a language model; the offline engine says so, and that costs no run.
    await expect(answer.getByTestId('engine-notice')).toContainText('did not use one of your free runs');
    await expect(answer).not.toHaveAttribute('aria-busy');
    await expect(runsLeft(page)).toHaveText('15 of 15 free runs left today');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('public-factgpt-390.png'), fullPage: true });
  });
});
