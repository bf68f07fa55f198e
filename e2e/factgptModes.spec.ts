import { expect, test, type Page } from '@playwright/test';
import { htmlPage, serveLocalSite } from './localSite';
import { newUser, signUpViaApi, type TSignedUpUser } from './support';

/**
 * FactGPT's URL, Domain and Web search modes end to end, on the offline engine: the assets are real
 * pages served from 127.0.0.1, read by the app's own fetcher and crawler. The app server has no web
 * search configured, so Web search falls back to the user's own assets and says so.
 */
const site = serveLocalSite({
  '/harbour-history': { type: 'text/html', body: htmlPage('Harbour history', 'The harbour wall was rebuilt in 1887 after a winter storm breached it.') },
  '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
  '/sitemap.xml': { type: 'application/xml', body: '<urlset><url><loc>/guide/tides</loc></url><url><loc>/guide/knots</loc></url></urlset>' },
  '/guide/tides': { type: 'text/html', body: htmlPage('Tides', 'Spring tides come twice a month, when the sun and moon pull in line.') },
  '/guide/knots': { type: 'text/html', body: htmlPage('Knots', 'A bowline makes a fixed loop that will not slip under load.') },
});

async function firstProjectId(page: Page, user: TSignedUpUser): Promise<string> {
  const response = await page.request.get(`/api/fetch/user/details?unique_id=${user.uid}`);
  return ((await response.json()) as { projects: { _id: string }[] }).projects[0]!._id;
}

/** Adds a URL or a domain through the API and waits until the app has read it; answers its title. */
async function addReadyAsset(page: Page, user: TSignedUpUser, kind: 'url' | 'domain', address: string): Promise<string> {
  const projectId = await firstProjectId(page, user);
  const added = await page.request.post(`/api/add/asset/${kind}`, { data: { unique_id: user.uid, project_id: projectId, [kind]: address } });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const { asset } = (await added.json()) as { asset: { id: string } };
  let current = { status: '', title: '', error: null as string | null };
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/fetch/asset?unique_id=${user.uid}&asset_id=${asset.id}`);
        current = ((await response.json()) as { asset: typeof current }).asset;
        return current.status;
      },
      { timeout: 30_000 },
    )
    .toBe('ready');
  return current.title;
}

async function chooseMode(page: Page, mode: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Mode', exact: true }).click();
  await page.getByRole('option', { name: mode, exact: true }).click();
}

/** Opens the attach menu, finds the asset through the menu's search box and checks it. */
async function attach(page: Page, kindName: string, title: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^Attach ${kindName} \\(0/\\d+\\)`) }).click();
  const search = page.getByRole('textbox', { name: `Search ${kindName}` });
  await search.fill('zebra crossing');
  await expect(page.getByText(`No ready ${kindName} match “zebra crossing”.`)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: title })).toHaveCount(0);
  await search.fill(title.slice(0, 9));
  await page.getByRole('checkbox', { name: title }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Selected sources')).toContainText(title);
}

async function ask(page: Page, question: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
}

test('URL, Domain and Web search modes answer from their own sources with citations; changing mode clears the sources', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await signUpViaApi(page, newUser('factgpt-modes'));
  const pageTitle = await addReadyAsset(page, user, 'url', `${site.origin()}/harbour-history`);
  const domainTitle = await addReadyAsset(page, user, 'domain', site.origin());
  await page.goto('/factgpt');

  // URLs: the attached page is the source, cited inline with its passage.
  await chooseMode(page, 'URLs');
  await attach(page, 'URLs', pageTitle);
  await ask(page, 'When was the harbour wall rebuilt?');
  const urlAnswer = page.getByTestId('answer').last();
  await expect(urlAnswer).toContainText('The harbour wall was rebuilt in 1887');
  await urlAnswer.getByRole('button', { name: new RegExp(`^Source 1: ${pageTitle}`) }).click();
  await expect(page.getByTestId('passage-1')).toContainText('winter storm breached it');
  await page.keyboard.press('Escape');

  // Changing mode clears the selected URLs.
  await chooseMode(page, 'Domain');
  await expect(page.getByLabel('Selected sources')).toHaveCount(0);

  // Domain: the crawled site's pages are the sources.
  await attach(page, 'domains', domainTitle);
  await ask(page, 'How often do spring tides come?');
  const domainAnswer = page.getByTestId('answer').last();
  await expect(domainAnswer).toContainText('Spring tides come twice a month');
  await domainAnswer.getByRole('button', { name: /^Source 1: / }).click();
  await expect(page.getByTestId('passage-1').last()).toContainText('sun and moon pull in line');
  await page.keyboard.press('Escape');

  // Web search with none configured: the user's own assets answer, and the answer says so.
  await chooseMode(page, 'Web search');
  await ask(page, 'What knot makes a fixed loop?');
  const serpAnswer = page.getByTestId('answer').last();
  await expect(serpAnswer).toContainText("No web search is configured on this installation, so this answer searched your project's assets instead.");
  await expect(serpAnswer).toContainText('A bowline makes a fixed loop that will not slip under load.');
  await expect(serpAnswer.getByRole('button', { name: /^Source 1: / })).toBeVisible();
  await page.screenshot({ path: '/tmp/factgpt-modes.png', fullPage: true });

  // Nothing in the assets is about the question: the answer says what happened, cites nothing, and
  // does not speak of "selected sources" (none were selected).
  await ask(page, 'When was the Eiffel Tower built?');
  const nothing = page.getByTestId('answer').last();
  await expect(nothing).toContainText(
    "No web search is configured on this installation, so this answer searched your project's assets instead, and found nothing there about “Eiffel Tower”.",
  );
  await expect(nothing).not.toContainText('selected sources');
  await expect(nothing.getByRole('button', { name: /^Source / })).toHaveCount(0);
});
