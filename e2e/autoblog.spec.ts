import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './support';

/**
 * AutoBlog pages (issue 19) end to end. A trial account (3 AutoBlog runs) writes two keywords with
 * gpt-4, which the fake model answers on the e2e server (server/test/fakeProviders/autoblogAnswers.ts);
 * the app server has no web search, so the run researches in instruct mode. The run page follows both
 * articles to their docs, and a doc opens in the editor with its text. The default model (the offline
 * engine here) and an empty list are refused with the server's own messages.
 */
const SHOTS = '/tmp/shots';
const KEYWORDS = ['cold brew coffee', 'french press basics'];

/** Opens the AutoBlog templates and the how-to template's form. */
async function openHowTo(page: Page): Promise<void> {
  await page.goto('/templates?category=workflow');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AutoBlog Workflows');
  await expect(page.getByTestId('autoblog-templates').getByRole('button')).toHaveCount(7);
  await page.getByTestId('autoblog-template-how_to').click();
  await expect(page.getByTestId('autoblog-form')).toBeVisible();
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByTestId('autoblog-form').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('two keywords become two docs: live steps on the run page, links to the docs, the text in the editor', async ({ page }) => {
  test.setTimeout(150_000);
  await signUpViaApi(page, newUser('autoblog-run'));
  await openHowTo(page);
  await page.screenshot({ path: `${SHOTS}/autoblog-templates.png`, fullPage: true });

  await chooseOption(page, 'Research', 'Model knowledge and assets');
  await chooseOption(page, 'Model', 'gpt-4');
  await page.getByTestId('autoblog-keyword-source').getByText('A list').click();
  await page.getByTestId('autoblog-keywords').fill(KEYWORDS.join('\n'));
  await page.screenshot({ path: `${SHOTS}/autoblog-form.png`, fullPage: true });
  await page.getByTestId('autoblog-start').click();

  await expect(page).toHaveURL(/\/templates\/workflow\/runs\/[^/]+$/);
  const articles = page.getByTestId('autoblog-article');
  await expect(articles).toHaveCount(2);
  for (const keyword of KEYWORDS) await expect(articles.filter({ hasText: keyword })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/autoblog-run-live.png`, fullPage: true });
  await expect(page.locator('[data-testid="autoblog-article"][data-status="done"]')).toHaveCount(2, { timeout: 90_000 });
  await expect(page.getByTestId('run-status')).toHaveText('Done');
  await expect(page.getByTestId('run-counts')).toHaveText('2 of 2 done');
  await expect(page.getByTestId('run-cancel')).toHaveCount(0);
  await expect(page.getByTestId('article-retry')).toHaveCount(0);
  await expect(page.getByTestId('article-doc')).toHaveCount(2);
  // Two finished articles reach the trial's extension threshold (spec §4): its dialog says so.
  const extended = page.getByRole('dialog', { name: 'Your trial is extended' });
  await expect(extended).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/autoblog-run-trial-extended.png`, fullPage: true });
  await extended.getByRole('button', { name: 'Keep writing' }).click();
  await page.screenshot({ path: `${SHOTS}/autoblog-run.png`, fullPage: true });

  // The runs list holds the run, newest first, and leads back to it.
  await page.getByRole('link', { name: 'All runs' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AutoBlog runs');
  await expect(page.getByTestId('autoblog-run-row')).toHaveCount(1);
  await expect(page.getByTestId('autoblog-run-row')).toContainText('2 of 2 done');
  await page.screenshot({ path: `${SHOTS}/autoblog-runs.png`, fullPage: true });
  await page.getByTestId('autoblog-run-row').getByRole('link').click();

  const first = articles.filter({ hasText: KEYWORDS[0]! });
  await first.getByTestId('article-doc').click();
  await expect(page).toHaveURL(/\/blogs\/editor\?copy_id=/);
  await expect(page.getByTestId('doc-text')).toContainText(`explains ${KEYWORDS[0]}`, { timeout: 20_000 });
  // The figures count the doc as it opened (a doc written on the server has had no keystroke yet).
  await expect(page.getByTestId('stat-words')).not.toHaveText('0');
  await page.screenshot({ path: `${SHOTS}/autoblog-doc.png`, fullPage: true });
});

test('the default model (offline here) and an empty list are refused with the server’s messages', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpViaApi(page, newUser('autoblog-refused'));
  await openHowTo(page);
  await expect(page.getByTestId('autoblog-form').getByText('Offline engine: cannot write articles')).toBeVisible();

  await page.getByTestId('autoblog-keyword').fill('cold brew coffee');
  await page.getByTestId('autoblog-start').click();
  await expect(page.getByTestId('autoblog-error')).toContainText('cannot write AutoBlog articles');
  await expect(page.getByTestId('autoblog-error')).toContainText('no language model connected');
  await expect(page).toHaveURL(/\/templates\?category=workflow/);
  await page.screenshot({ path: `${SHOTS}/autoblog-offline.png`, fullPage: true });

  await chooseOption(page, 'Model', 'gpt-4');
  // The keyword typed above carries over to the list box; an emptied list is the server's to refuse.
  await page.getByTestId('autoblog-keyword-source').getByText('A list').click();
  await page.getByTestId('autoblog-keywords').fill('');
  await page.getByTestId('autoblog-start').click();
  await expect(page.getByTestId('autoblog-error')).toContainText('Give at least one keyword');
  await page.screenshot({ path: `${SHOTS}/autoblog-empty.png`, fullPage: true });
});
