import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './support';

/**
 * FactGPT's Web search mode with a search provider configured: the installation on port 3102 asks
 * the fake SearXNG that playwright.config.ts starts on 3192 (SearXNG's JSON API), and the offline
 * engine answers from the results with citations that link to the pages.
 */
const BILLING_URL = 'http://127.0.0.1:3102';
const FAKE_SEARCH = 'http://127.0.0.1:3192';
test.use({ baseURL: BILLING_URL });

async function scriptSearch(page: Page, results: { title: string; url: string; snippet: string }[] | number): Promise<void> {
  const response = await page.request.post(`${FAKE_SEARCH}/_fake/answer`, { data: results });
  expect(response.status()).toBe(204);
}

async function askInWebSearch(page: Page, question: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Mode', exact: true }).click();
  await page.getByRole('option', { name: 'Web search', exact: true }).click();
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
}

test('Web search answers from the search results, each citation linking to its page', async ({ page }) => {
  await signUpViaApi(page, newUser('websearch'));
  await scriptSearch(page, [
    { title: 'Tide tables explained', url: 'https://tides.example/tables', snippet: 'Spring tides happen twice a month, at the new and the full moon.' },
    { title: 'Lighthouse history', url: 'https://lights.example/history', snippet: 'The first lighthouse keepers burned wood and coal.' },
  ]);
  await page.goto('/factgpt');
  await askInWebSearch(page, 'When do spring tides happen?');

  const answer = page.getByTestId('answer').last();
  await expect(answer).toContainText('Spring tides happen twice a month, at the new and the full moon.');
  await expect(answer).not.toContainText("searched your project's assets");
  // The lighthouse result is not about tides: it is neither quoted nor cited.
  await expect(answer).not.toContainText('lighthouse keepers');
  await expect(answer.getByRole('button', { name: /^Source 2: / })).toHaveCount(0);
  await answer.getByRole('button', { name: /^Source 1: Tide tables explained/ }).click();
  const passage = page.getByTestId('passage-1');
  await expect(passage.getByRole('link', { name: 'https://tides.example/tables' })).toHaveAttribute('href', 'https://tides.example/tables');
  await page.keyboard.press('Escape');

  // The question went to the search provider as it was asked.
  const seen = (await (await page.request.get(`${FAKE_SEARCH}/_fake/queries`)).json()) as { path: string; q: string; format: string | null }[];
  expect(seen.at(-1)).toMatchObject({ path: '/search', q: 'When do spring tides happen?', format: 'json' });
});

test('when the search provider fails, the answer comes from the user’s own assets and says so', async ({ page }) => {
  await signUpViaApi(page, newUser('websearch-down'));
  await scriptSearch(page, 503);
  await page.goto('/factgpt');
  await askInWebSearch(page, 'When do spring tides happen?');
  const answer = page.getByTestId('answer').last();
  // A new user's project has no assets: the answer says what happened, not "selected sources".
  await expect(answer).toContainText("The web search did not answer, so this answer searched your project's assets instead, and found nothing there about “spring tides”.");
});
