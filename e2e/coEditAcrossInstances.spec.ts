import { expect, test, type Browser, type Page } from '@playwright/test';
import { EDITOR_OPENS, newUser, signUpViaApi } from './support';
import { severalInstancesConfigured, startTwoInstances, type TTwoInstances } from './twoInstances';

/**
 * Several servers (issue 23): two people co-edit one doc, the first through instance A and the
 * second through instance B (two server processes on one PostgreSQL and one Redis), and each sees
 * the other's text and caret live, as on one server (e2e/teamCoEdit.spec.ts).
 */
test.skip(!severalInstancesConfigured, 'needs PostgreSQL and Redis: TEST_DATABASE_URL and TEST_REDIS_URL');

const PORTS: [number, number] = [3110, 3111];
let pair: TTwoInstances;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  pair = await startTwoInstances(PORTS);
});
test.afterAll(async () => {
  await pair?.stop();
});

const docText = (page: Page) => page.getByTestId('doc-text');

async function pageOn(browser: Browser, origin: string): Promise<Page> {
  return (await browser.newContext({ baseURL: origin })).newPage();
}

test('two people co-edit one doc live, one through each server', async ({ browser }) => {
  test.setTimeout(120_000);
  const [originA, originB] = pair.origins;
  const onA = await pageOn(browser, originA);
  const onB = await pageOn(browser, originB);
  try {
    // Ann signs up through A and gets a team plan; Max signs up through B and joins her team.
    const ann = await signUpViaApi(onA, newUser('coedit-a', { name: 'Ann on A' }));
    const max = await signUpViaApi(onB, newUser('coedit-b', { name: 'Max on B' }));
    pair.admin(['set-plan', ann.email, 'team_monthly_april_2024']);
    const details = await (await onA.request.get(`/api/fetch/user/details?unique_id=${ann.uid}`)).json();
    const teamId = details.team_id as string;
    expect(teamId).toBeTruthy();
    expect((await onA.request.post('/api/add/team/member', { data: { team_id: teamId, email: max.email } })).status()).toBe(201);
    expect((await onB.request.post('/api/join/team', { data: { team_id: teamId } })).status()).toBe(200);

    // A team doc made through A; Ann opens it on A, Max on B.
    const created = await onA.request.post('/api/create/user/copy', { data: { project_id: details.projects[0]._id, team_id: teamId, title: 'Written on two servers' } });
    expect(created.status(), await created.text()).toBe(201);
    const copyId = (await created.json()).copy._id as string;
    await onA.goto(`/blogs/editor?copy_id=${copyId}`);
    await expect(docText(onA)).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
    await onB.goto(`/blogs/editor?copy_id=${copyId}`);
    await expect(docText(onB)).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
    expect(new URL(onA.url()).origin).toBe(originA);
    expect(new URL(onB.url()).origin).toBe(originB);

    await docText(onA).click();
    await onA.keyboard.type('Ann drafts the intro on server A.');
    await expect(docText(onB)).toContainText('Ann drafts the intro on server A.');
    await docText(onB).click();
    await onB.keyboard.press('End');
    await onB.keyboard.press('Enter');
    await onB.keyboard.type('Max adds a paragraph on server B.');
    await expect(docText(onA)).toContainText('Max adds a paragraph on server B.');
    // Each sees the other's caret under the other's name.
    await expect(onA.locator('.collaboration-carets__label', { hasText: max.name })).toBeVisible();
    await expect(onB.locator('.collaboration-carets__label', { hasText: ann.name })).toBeVisible();
    await onA.screenshot({ path: '/tmp/coedit-across-a.png' });
    await onB.screenshot({ path: '/tmp/coedit-across-b.png' });
  } finally {
    await onA.context().close();
    await onB.context().close();
  }
});
