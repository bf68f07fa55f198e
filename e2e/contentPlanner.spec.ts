import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './support';

/**
 * The content planner (issue 21) end to end on the main e2e server: gpt-4 runs on the fake model,
 * whose planner answer (server/test/fakeProviders/plannerAnswers.ts) is a pillar "The Complete Guide
 * to <topic>" and five supporting ideas named after the topic. Plan a topic, put a supporting idea on
 * the calendar with a status, see it in the month, and open it in the blog workflow, which starts
 * at research with the idea's keyword as its topic and its title as the chosen headline.
 */
const SHOTS = '/tmp/shots';
const TOPIC = 'cold brew coffee';
const IDEA_TITLE = 'The Best Tools for cold brew coffee';
const IDEA_KEYWORD = 'best cold brew coffee tools';

/** Today in the browser's clock, as a date input takes it (YYYY-MM-DD). */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

async function chooseModel(page: Page, model: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Model', exact: true }).click();
  await page.getByRole('option', { name: model, exact: true }).click();
}

test('plan a topic with a model, put an idea on the calendar, and open it in the workflow', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newUser('content-planner'));
  await page.goto('/content-planner/topic');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content Planner');

  // Planning a topic: one pillar and its supporting ideas, each with a keyword, an intent and headlines.
  await chooseModel(page, 'gpt-4');
  await page.getByRole('textbox', { name: 'Topic' }).fill(TOPIC);
  await page.getByRole('button', { name: 'Plan topic' }).click();
  await expect(page.getByTestId('planner-result')).toContainText('Planned 6 ideas with the model');
  await expect(page.getByTestId('planner-pillar')).toHaveCount(1);
  await expect(page.getByTestId('planner-pillar')).toContainText(`The Complete Guide to ${TOPIC}`);
  await expect(page.getByTestId('planner-idea')).toHaveCount(5);
  const idea = page.getByTestId('planner-idea').filter({ hasText: IDEA_TITLE });
  await expect(idea).toContainText(`Keyword: ${IDEA_KEYWORD}`);
  await expect(idea.getByTestId('planner-intent')).toHaveText('commercial');
  await expect(idea.getByRole('list', { name: `Suggested headlines: ${IDEA_TITLE}` }).getByRole('listitem')).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/content-planner-topic.png`, fullPage: true });

  // On the calendar today, being written, assigned to the writer.
  await idea.getByLabel(`Planned for: ${IDEA_TITLE}`).fill(today());
  await idea.getByRole('button', { name: `Add to calendar: ${IDEA_TITLE}` }).click();
  await expect(idea.getByRole('button', { name: 'Take off calendar' })).toBeVisible();
  await idea.getByRole('combobox', { name: `Status: ${IDEA_TITLE}` }).click();
  await page.getByRole('option', { name: 'Writing', exact: true }).click();
  await expect(idea).toContainText('Writing');
  await idea.getByRole('combobox', { name: `Assignee: ${IDEA_TITLE}` }).click();
  await page.getByRole('option').first().click();

  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/content-planner\/calendar$/);
  const cell = page.locator(`[data-day="${today()}"]`);
  await expect(cell.getByTestId('calendar-idea')).toContainText(IDEA_TITLE);
  await expect(cell.getByTestId('calendar-idea')).toContainText('Writing');
  await page.screenshot({ path: `${SHOTS}/content-planner-calendar.png`, fullPage: true });

  // The hand-off: a workflow at research, with the idea's keyword and its title chosen.
  await page.getByRole('tab', { name: 'Topics' }).click();
  await page.getByRole('button', { name: `Open in workflow: ${IDEA_TITLE}` }).click();
  await expect(page).toHaveURL(/\/workflows\/research\?id=[^&]+$/);
  await expect(page.getByRole('textbox', { name: 'Topic' })).toHaveValue(IDEA_KEYWORD);
  await expect(page.getByText(`Planned in the content planner: “${IDEA_TITLE}”`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/content-planner-workflow.png`, fullPage: true });
});
