import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { serveLocalSite, type TSitePage } from './localSite';
import { firstProjectId } from './savedDocs';
import { startApp, startScript, stopAll, waitUntilUp } from './ownInstallation';
import { newUser, signUpViaApi } from './support';

/**
 * The blog workflow (issue 19) end to end, on an installation of its own (port 3120) that has both
 * a web search (a SearXNG-compatible server this spec runs, whose results are pages it serves from
 * 127.0.0.1) and the fake model for gpt-4 (its own, port 3121, answering 50 ms a word so the draft
 * is seen arriving section by section): files (a URL
 * asset) → research (progress, then keywords, questions by source, facts with their passages) →
 * headline (generated, chosen) → outline (generated, reordered by dragging, talking points) → the
 * draft, written into a doc the editor shows as it arrives, with citations. A reload of the outline
 * shows what was saved.
 */
const SHOTS = '/tmp/shots';
const APP_PORT = 3120;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const FAKE_MODEL_PORT = 3121;
const FAKE_MODEL_URL = `http://127.0.0.1:${FAKE_MODEL_PORT}/v1`;
const TOPIC = 'cold brew coffee';
/** How long the slow result page takes: long enough to see the research in progress. */
const SLOW_MS = 2_500;
test.use({ baseURL: APP_URL });

const article = (title: string, intro: string, sections: Array<[string, string]>) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>${intro}</p>${sections
    .map(([heading, text]) => `<h2>${heading}</h2><p>${text}</p>`)
    .join('')}</main></body></html>`;
const html = (body: string): TSitePage => ({ type: 'text/html', body });

const site = serveLocalSite({
  '/guide': html(
    article('Cold brew coffee: the complete guide', 'Cold brew coffee is coffee steeped in cold water instead of brewed with hot water.', [
      ['How long to steep cold brew coffee', 'Cold brew coffee steeps for 12 to 24 hours in cold water. Steeping cold brew coffee longer than 24 hours makes it bitter.'],
      ['The best ratio for cold brew coffee', 'A ratio of 1 part coffee to 8 parts water makes a cold brew coffee concentrate.'],
      ['Storing cold brew coffee', 'Cold brew coffee keeps for up to 2 weeks in a sealed jar in the fridge.'],
    ]),
  ),
  '/ratio': html(
    article('Cold brew coffee ratio explained', 'The ratio decides how strong cold brew coffee tastes.', [
      ['Concentrate or ready to drink', 'Cold brew coffee made at 1 to 4 is a concentrate; at 1 to 15 it is ready to drink.'],
      ['Grind size', 'Cold brew coffee needs a coarse grind, about 1 millimetre.'],
    ]),
  ),
  '/our-notes': html(
    article('Our cafe notes on cold brew', 'Our cafe sells 300 cups of cold brew coffee each week.', [
      ['Beans', 'Our cold brew coffee uses beans from Colombia roasted 3 days before brewing.'],
    ]),
  ),
});

/** A SearXNG-compatible search: site-restricted searches answer Quora and Reddit questions, the topic the local pages. */
let searchOrigin = '';
let search: http.Server;
let slowRequests = 0;
test.beforeAll(async () => {
  search = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://search');
    const q = url.searchParams.get('q') ?? '';
    let body: unknown;
    if (q.startsWith('site:quora.com')) {
      body = { results: [{ title: 'How long does cold brew coffee last in the fridge? - Quora', url: 'https://www.quora.com/How-long-does-cold-brew-coffee-last', content: 'Answers' }], suggestions: [] };
    } else if (q.startsWith('site:reddit.com')) {
      body = { results: [{ title: 'r/Coffee on Reddit: Why is my cold brew coffee bitter?', url: 'https://www.reddit.com/r/Coffee/comments/abc/why_is_my_cold_brew_bitter/', content: 'Thread' }], suggestions: [] };
    } else {
      body = {
        results: [
          { title: 'Cold brew coffee: the complete guide', url: `${site.origin()}/guide`, content: 'Steep cold brew coffee for 12 to 24 hours.' },
          { title: 'Cold brew coffee ratio explained', url: `${site.origin()}/ratio`, content: 'The ratio for cold brew coffee.' },
          { title: 'Slow cold brew coffee', url: `${searchOrigin}/slow`, content: 'A slow page about cold brew coffee.' },
        ],
        suggestions: ['Is cold brew coffee stronger than hot coffee?', 'cold brew coffee maker', 'cold brew coffee concentrate'],
      };
    }
    if (url.pathname === '/slow') {
      slowRequests += 1;
      setTimeout(() => response.writeHead(200, { 'content-type': 'text/html' }).end(article('Slow cold brew coffee', 'Cold brew coffee takes patience.', [['Patience', 'Cold brew coffee takes 18 hours on average.']])), SLOW_MS);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => search.listen(0, '127.0.0.1', resolve));
  searchOrigin = `http://127.0.0.1:${(search.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  search.closeAllConnections();
  await new Promise((resolve) => search.close(resolve));
});

/** The installation under test: the built app on in-memory PGlite with the search above and a slow fake model. */
const started: ChildProcess[] = [];
test.beforeAll(async () => {
  test.setTimeout(180_000);
  started.push(startScript('server/test/fakeProviders/run.ts', ['--port', String(FAKE_MODEL_PORT), '--delay', '50']));
  await waitUntilUp(`${FAKE_MODEL_URL}/models`);
  started.push(
    await startApp(APP_PORT, {
      SEARXNG_URL: searchOrigin,
      OPENAI_COMPATIBLE_BASE_URL: FAKE_MODEL_URL,
      AI_MODEL_GPT_4: 'compatible:fake-model',
      AI_RETRIES: '0',
      FETCH_ALLOW_PRIVATE: 'true',
      CRAWL_HOST_INTERVAL_MS: '0',
    }),
  );
});
test.afterAll(() => stopAll(started));

/** Adds a local page as a URL asset of the user's first project and waits until it is read. */
async function addUrlAsset(page: Page, projectId: string, url: string): Promise<void> {
  const added = await page.request.post('/api/add/asset/url', { data: { project_id: projectId, url } });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const { asset } = (await added.json()) as { asset: { id: string } };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/fetch/asset?asset_id=${asset.id}`)).json()) as { asset: { status: string } }).asset.status, { timeout: 30_000 })
    .toBe('ready');
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/workflow-${name}.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  // The side navigation slides away on a narrow screen.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/workflow-${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
  await page.waitForTimeout(400);
}

const saved = (page: Page) => expect(page.getByTestId('workflow-save-status')).toHaveText('Saved');
const headings = (page: Page) => page.getByTestId('section-heading').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test('files → research → headline → outline → the draft written live in the editor, with the work saved', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await signUpViaApi(page, newUser('workflow'));
  await addUrlAsset(page, await firstProjectId(page, user), `${site.origin()}/our-notes`);

  // Files: a bare /workflows starts a workflow whose id goes in the address.
  await page.goto('/workflows');
  await expect(page).toHaveURL(/\/workflows\/files\?id=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Workflow: Sources');
  const id = new URL(page.url()).searchParams.get('id')!;
  await page.getByTestId('workflow-assets-tab-url').click();
  await page.getByRole('checkbox', { name: 'Our cafe notes on cold brew' }).check();
  await saved(page);
  await expect(page.getByTestId('workflow-assets-tab-url')).toContainText('(1/');
  await shoot(page, 'files');
  await page.getByTestId('workflow-next').click();

  // Research: the job's progress, then what it found.
  await expect(page).toHaveURL(new RegExp(`/workflows/research\\?id=${id}$`));
  await page.getByTestId('research-topic').fill(TOPIC);
  await page.getByTestId('research-start').click();
  await expect(page.getByTestId('research-progress')).toHaveAttribute('data-status', /queued|running/);
  await expect(page.getByTestId('research-progress')).toContainText(/Reading \d of \d pages|Searching|Waiting|Asking/, { timeout: 20_000 });
  await shoot(page, 'research-progress');
  await expect(page.getByTestId('research-keywords')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('research-progress')).toHaveCount(0);
  expect(slowRequests).toBeGreaterThan(0);
  await expect(page.getByTestId('questions-search')).toContainText('Is cold brew coffee stronger than hot coffee?');
  await expect(page.getByTestId('questions-quora')).toContainText('How long does cold brew coffee last in the fridge?');
  await expect(page.getByTestId('questions-reddit')).toContainText('Why is my cold brew coffee bitter?');
  await expect(page.getByTestId('research-results').getByRole('link', { name: 'Cold brew coffee: the complete guide' })).toHaveAttribute('href', `${site.origin()}/guide`);
  const facts = page.getByTestId('research-facts');
  // Why a page was not read is in the notices: printed so a failure below says why.
  const notices = page.getByTestId('research-notices');
  if (await notices.count()) console.log(`research notices: ${await notices.innerText()}`);
  await expect(facts).toContainText('12 to 24 hours');
  // A fact's passage, with the fact marked in it, and its source.
  const fact = page.getByTestId('research-fact').filter({ hasText: '12 to 24 hours' }).first();
  await fact.getByRole('button', { name: 'Source' }).click();
  await expect(fact.getByTestId('fact-passage').locator('mark')).toContainText('12 to 24 hours');
  await expect(fact.getByTestId('fact-source')).toHaveAttribute('href', `${site.origin()}/guide`);
  // Without a selection the context holds all findings; selecting the fact rebuilds it from the selection.
  const context = page.getByTestId('research-context');
  await expect(context).toHaveValue(/Why is my cold brew coffee bitter\?/);
  await fact.getByRole('checkbox').check();
  await saved(page);
  await expect(context).toHaveValue(/12 to 24 hours/);
  await expect(context).not.toHaveValue(/Why is my cold brew coffee bitter\?/);
  await shoot(page, 'research');

  // Headline: gpt-4 (the fake model) writes for the rest of the workflow.
  await page.getByTestId('workflow-step-headline').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Workflow: Headline');
  await page.getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: 'gpt-4', exact: true }).click();
  await saved(page);
  await page.getByTestId('headlines-generate').click();
  await expect(page.getByTestId('headline')).toHaveCount(5, { timeout: 30_000 });
  await expect(page.getByTestId('headlines-note').getByTestId('engine-label')).toContainText('Model:');
  const chosen = `${TOPIC}: A Practical Guide`;
  await page.getByRole('radio', { name: `Choose “${chosen}”` }).check();
  await page.getByRole('button', { name: `Save “${chosen}”` }).click();
  await saved(page);
  await expect(page.locator('[data-testid="headline"][data-chosen="true"]')).toContainText(chosen);
  await shoot(page, 'headline');

  // Outline: generated for the chosen headline, reordered by dragging, talking points for all.
  await page.getByTestId('workflow-next').click();
  await expect(page.getByTestId('write-blocked')).toContainText('Add at least one subheading');
  await page.getByTestId('outline-generate').click();
  await expect(page.getByTestId('outline-section')).toHaveCount(6, { timeout: 30_000 });
  await saved(page);
  const before = await headings(page);
  // A person's drag: press on the handle, move over the third subheading in a few steps, release.
  await page.getByTestId('section-drag').first().hover();
  await page.mouse.down();
  const box = (await page.getByTestId('outline-section').nth(2).boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + box.height / 2, { steps: 8 });
  await page.mouse.move(box.x + 44, box.y + box.height / 2, { steps: 2 });
  await page.mouse.up();
  await expect.poll(() => headings(page)).toEqual([before[1], before[2], before[0], ...before.slice(3)]);
  // The keyboard way does the same: the first one back to the top.
  await page.getByRole('button', { name: `Move “${before[1]}” down` }).click();
  await expect.poll(() => headings(page)).toEqual([before[2], before[1], before[0], ...before.slice(3)]);
  await page.getByTestId('outline-points').click();
  await expect(page.getByTestId('section-points')).toHaveCount(6, { timeout: 30_000 });
  await expect(page.getByTestId('section-points').first()).toHaveValue(new RegExp(`${before[2]} matters`));
  await saved(page);
  const order = await headings(page);
  await shoot(page, 'outline');

  // A reload shows what was saved.
  await page.goto(`/workflows/outline?id=${id}`);
  await expect.poll(() => headings(page)).toEqual(order);
  await expect(page.getByTestId('section-points')).toHaveCount(6);
  await expect(page.getByTestId('workflow-step-headline')).toHaveAttribute('data-variant', 'light');

  // The draft: written into a new doc, section by section, which the editor shows as it arrives.
  await expect(page.getByTestId('write-start')).toBeEnabled();
  await page.getByTestId('write-start').click();
  await expect(page).toHaveURL(new RegExp(`/blogs/editor\\?copy_id=[\\w-]+&workflow_id=${id}$`));
  const docText = page.getByTestId('doc-text');
  const banner = page.getByTestId('workflow-writing');
  await expect(banner).toContainText(/Writing section [2-6] of 6/, { timeout: 60_000 });
  // The sections written so far are in the doc while the others are still being written.
  await expect(docText).toContainText('Section 1 explains');
  await expect(banner).toBeVisible();
  await shoot(page, 'writing');
  await expect(banner).toHaveCount(0, { timeout: 90_000 });
  await expect(docText).toContainText('Section 6 explains');
  await expect(docText.getByRole('link', { name: '[1]' }).first()).toBeVisible();
  await expect(docText).toContainText(order[0]!);
  await shoot(page, 'draft');

  // A citation opens its passage: an asset's in Assets, marked; a page's at its words (a text fragment).
  const href = (await docText.getByRole('link', { name: '[1]' }).first().getAttribute('href'))!;
  expect(href).toMatch(/^\/assets\?asset_id=[\w-]+&passage=\d+$|#:~:text=/);
  if (href.startsWith('/assets')) {
    const docUrl = page.url();
    await page.goto(href);
    // The app's start-up loader (1 s at least) covers the page until it is ready.
    await expect(page.getByRole('status', { name: 'Loading Longform' })).toHaveCount(0);
    await expect(page.getByTestId('cited-passage')).toBeInViewport();
    await shoot(page, 'citation-passage');
    await page.goto(docUrl);
  }

  // The workflow leads back to its doc.
  await page.goto(`/workflows/write?id=${id}`);
  await expect(page.getByTestId('write-open-doc')).toHaveText('Open the draft in the editor');
  await expect(page.getByTestId('write-summary').getByRole('listitem')).toHaveCount(6);
  await shoot(page, 'write');
});

test('on the offline engine: skipped files, headline patterns and an outline from the pages’ headings; the draft is refused with its reason', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, newUser('workflow-offline'));
  await page.goto('/workflows/files');
  await expect(page).toHaveURL(/\/workflows\/files\?id=[\w-]+$/);
  await page.getByRole('button', { name: 'Skip: research without files' }).click();

  await expect(page).toHaveURL(/\/workflows\/research\?id=/);
  await expect(page.getByTestId('workflow-step-files')).toHaveAttribute('data-variant', 'light');
  await page.getByTestId('research-topic').fill(TOPIC);
  await page.getByTestId('research-topic').press('Enter');
  await expect(page.getByTestId('research-keywords')).toBeVisible({ timeout: 60_000 });

  // The default model is the offline engine here: headline patterns, said so.
  await page.getByTestId('workflow-next').click();
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveValue('azure-gpt');
  await page.getByTestId('headlines-generate').click();
  await expect(page.getByTestId('headlines-note').getByTestId('engine-label')).toHaveText('Offline engine');
  await expect(page.getByTestId('engine-notice')).toBeVisible();
  await expect(page.getByTestId('headline').first()).toBeVisible();
  // A headline of one's own is added and chosen; editing it in place keeps it chosen.
  await page.getByRole('textbox', { name: 'Your own headline' }).fill('Cold brew at home');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Edit “Cold brew at home”' }).click();
  await page.getByRole('textbox', { name: 'Edit headline' }).fill('Cold brew coffee at home');
  await page.getByRole('textbox', { name: 'Edit headline' }).press('Enter');
  await expect(page.locator('[data-testid="headline"][data-chosen="true"]')).toHaveText(/Cold brew coffee at home/);
  await saved(page);

  // The outline comes from the headings the top pages wrote; the draft needs a model.
  await page.getByTestId('workflow-next').click();
  await page.getByTestId('outline-generate').click();
  await expect(page.getByTestId('outline-note').getByTestId('engine-label')).toHaveText('Offline engine');
  await expect(page.getByTestId('outline-section').first()).toBeVisible();
  const fromPages = await headings(page);
  expect(fromPages.some((heading) => /steep|ratio|storing|grind|concentrate/i.test(heading)), fromPages.join(' | ')).toBe(true);
  await saved(page);
  // This installation has a model (gpt-4) but the workflow's runs offline: the server says which to pick, and writing waits for it.
  await expect(page.getByTestId('write-start')).toBeDisabled();
  await expect(page.getByTestId('write-blocked')).toContainText('is not connected on this site, so it cannot write the draft. Pick gpt-4 for this workflow.');
  await expect(page).toHaveURL(/\/workflows\/outline\?id=/);
  await shoot(page, 'outline-offline');
});
