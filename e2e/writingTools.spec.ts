import { expect, test, type Page } from '@playwright/test';
import { signedInAt } from './support';

/**
 * The standalone writing tools and Repurpose (issue 21), on the app server of playwright.config.ts:
 * gpt-4 runs on the fake model (server/test/fakeProviders/writingToolAnswers.ts answers each tool
 * predictably), while the default chat model (azure-gpt) is the offline engine.
 */

const ARTICLE =
  'Roasting coffee at home takes a pan, a timer and some patience. Green beans keep for months, while roasted beans fade within weeks. ' +
  'A light roast keeps the fruit of the bean, and a dark roast brings out chocolate and smoke. Most home roasters cool the beans in a colander to stop the roast on time. ' +
  'Let the beans rest for a day before brewing, so the gas they give off does not spoil the cup.';

async function pickModel(page: Page, model: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: model, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveValue(model);
}

test('a writer runs Headlines on a model, rates the result and regenerates it', async ({ page }) => {
  await signedInAt(page, 'tool-headlines', '/standalones/headlines');
  await expect(page.getByRole('heading', { level: 1, name: 'Headlines' })).toBeVisible();
  await page.getByTestId('tool-field-topic').fill('home coffee roasting');
  await pickModel(page, 'gpt-4');
  await page.getByTestId('tool-generate').click();

  const result = page.getByTestId('tool-result');
  const list = result.getByTestId('tool-result-list');
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(list.getByRole('listitem').first()).toHaveText('Headline 1 about home coffee roasting');
  await expect(result.getByTestId('engine-label')).toHaveText('Model: fake-model');
  await expect(result.getByTestId('tool-credits')).toContainText('credits');
  await page.screenshot({ path: '/tmp/shots/tool-headlines.png', fullPage: true });

  // Thumbs up is kept: the button shows it, and so does the list of earlier results.
  await result.getByTestId('tool-rate-up').click();
  await expect(result.getByTestId('tool-rate-up')).toHaveAttribute('aria-pressed', 'true');
  const history = page.getByTestId('tool-history');
  await expect(history.getByTestId('tool-history-item')).toHaveCount(1);
  await expect(history.getByTestId('tool-history-item').first()).toContainText('Rated good');

  // Regenerate runs the same values again: a new, unrated result, and two in the list.
  await result.getByTestId('tool-regenerate').click();
  await expect(history.getByTestId('tool-history-item')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toHaveText('Headline 1 about home coffee roasting');
  await expect(result.getByTestId('tool-rate-up')).toHaveAttribute('aria-pressed', 'false');

  // The earlier, rated one opens again from the list.
  await history.getByTestId('tool-history-item').nth(1).getByRole('button').click();
  await expect(result.getByTestId('tool-rate-up')).toHaveAttribute('aria-pressed', 'true');
});

test('Synopsis without a model quotes the text and says so; the server’s refusal shows under the form', async ({ page }) => {
  await signedInAt(page, 'tool-synopsis', '/standalones/synopsis');
  await expect(page.getByRole('heading', { level: 1, name: 'Synopsis' })).toBeVisible();
  // The default chat model of this installation is the offline engine.
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveValue('azure-gpt');

  // Nothing to condense: the server names the field, under the form.
  await page.getByTestId('tool-generate').click();
  await expect(page.getByTestId('tool-error')).toContainText('Please fill in text to condense.');

  await page.getByTestId('tool-field-text').fill(ARTICLE);
  await expect(page.getByTestId('tool-field-meter-text')).toContainText(`${ARTICLE.length} / 50,000 characters`);
  await page.getByTestId('tool-generate').click();
  const result = page.getByTestId('tool-result');
  await expect(result.getByTestId('engine-label')).toHaveText('Offline engine');
  await expect(result.getByTestId('engine-notice')).toContainText('This summary is the sentences of your text that carry most of what it says, quoted as written.');
  const text = await result.getByTestId('tool-result-text').textContent();
  expect(text?.trim().length).toBeGreaterThan(0);
  // Extractive: every sentence of the synopsis is one of the text's own.
  for (const sentence of (text ?? '').split(/(?<=\.)\s+/).filter(Boolean)) expect(ARTICLE).toContain(sentence.trim());
  await expect(page.getByTestId('tool-error')).toHaveCount(0);
});

test('linked tools open their own pages and an unknown tool is not found', async ({ page }) => {
  await signedInAt(page, 'tool-links', '/standalones/custom');
  await expect(page).toHaveURL(/\/templates$/);
  await page.goto('/standalones/factgpt');
  await expect(page).toHaveURL(/\/factgpt$/);
  await page.goto('/standalones/no-such-tool');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  // The switcher on a tool's page opens another tool.
  await page.goto('/standalones/eli5');
  await page.getByTestId('tool-switcher').click();
  await page.getByRole('option', { name: 'Blog Outline', exact: true }).click();
  await expect(page).toHaveURL(/\/standalones\/blogoutline$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Outline' })).toBeVisible();
});

test('Repurpose turns pasted text into a tweet and a numbered thread within their limits', async ({ page }) => {
  await signedInAt(page, 'repurpose', '/repurpose');
  await expect(page.getByRole('heading', { level: 1, name: 'Repurpose' })).toBeVisible();
  await page.getByTestId('repurpose-source').fill(ARTICLE);
  await page.getByTestId('repurpose-format-tweet').click();
  await page.getByTestId('repurpose-format-twitter-thread').click();
  await pickModel(page, 'gpt-4');
  await page.getByTestId('repurpose-generate').click();

  // The fake model writes a 400-character tweet; the server holds it to 280.
  const tweet = page.getByTestId('repurpose-result-tweet');
  const tweetText = tweet.getByTestId('repurpose-result-text');
  await expect(tweetText).toHaveValue(/^A tweet about Roasting coffee at home/);
  expect((await tweetText.inputValue()).trim().length).toBeLessThanOrEqual(280);
  const meter = tweet.getByTestId('repurpose-meter');
  await expect(meter).toContainText('/ 280 characters');
  expect(Number((await meter.textContent())?.split('/')[0]?.replace(/\D/g, ''))).toBeLessThanOrEqual(280);

  // Twelve long posts come back as ten numbered ones, each within a tweet.
  const thread = page.getByTestId('repurpose-result-twitter-thread');
  const posts = thread.getByTestId('repurpose-thread-post');
  await expect(posts).toHaveCount(10);
  await expect(posts.first()).toContainText('1/10 Post 1 about Roasting coffee at home');
  await expect(posts.last()).toContainText('10/10');
  await expect(posts.first()).toContainText('/ 280 characters');

  // Editing counts live against the limit.
  await tweetText.fill('x'.repeat(300));
  await expect(meter).toHaveText('300 / 280 characters');
  await expect(tweet.getByTestId('repurpose-regenerate')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/repurpose.png', fullPage: true });
});
