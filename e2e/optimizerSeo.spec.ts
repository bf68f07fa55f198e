import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { EDITOR_OPENS, newUser, signUpViaApi } from './support';

/**
 * Semantic SEO (issue 17) end to end: briefs are built on the installation with a search provider
 * (port 3102, the fake SearXNG on 3192), whose results are pages this spec serves from 127.0.0.1:
 * three competitors, one that fails (500) and one that answers slowly, so the per-page progress shows.
 */
const BILLING_URL = 'http://127.0.0.1:3102';
const FAKE_SEARCH = 'http://127.0.0.1:3192';
/** How long the slow competitor takes: long enough to see the build in progress. */
const SLOW_MS = 2_500;
test.use({ baseURL: BILLING_URL });

const page_ = (title: string, sections: Array<[string, string]>, intro: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>${intro}</p>${sections
    .map(([heading, text]) => `<h2>${heading}</h2><p>${text}</p>`)
    .join('')}</main></body></html>`;

const PAGES: Record<string, string> = {
  '/beds-guide': page_(
    'Raised garden beds: a complete guide',
    [
      ['How deep should raised garden beds be?', 'Most vegetables need twelve inches of garden soil. Deep raised garden beds suit carrots. Compost keeps the soil loose.'],
      ['What to put in the bottom of raised garden beds', 'Cardboard stops weeds. Add compost and garden soil on top, then water the raised garden beds well.'],
    ],
    'Raised garden beds warm up early in spring and drain well. Fill raised garden beds with garden soil and compost. Cedar boards last longest.',
  ),
  '/cedar-beds': page_(
    'Building cedar raised beds',
    [
      ['How deep should raised garden beds be?', 'Twelve inches of garden soil suits most crops. Mix compost into the garden soil every spring.'],
      ['Watering raised beds', 'Raised garden beds dry out faster, so water them deeply twice a week. Mulch keeps garden soil moist.'],
    ],
    'Cedar boards resist rot, so cedar raised garden beds last ten years. Line raised garden beds with cardboard and fill them with compost.',
  ),
  '/soil-mix': page_(
    'The best soil mix for raised beds',
    [['What to put in the bottom of raised garden beds', 'Cardboard, then twigs, then compost and garden soil. Water raised garden beds after filling them.']],
    'A good mix for raised garden beds is sixty percent garden soil and forty percent compost. Cardboard at the bottom stops weeds.',
  ),
  '/slow-beds': page_(
    'Raised garden beds on a slope',
    [['How deep should raised garden beds be?', 'On a slope, build raised garden beds deeper on the low side and fill them with compost and garden soil.']],
    'Terraced raised garden beds hold garden soil on a hillside. Compost and cardboard keep weeds down.',
  ),
};

let origin = '';
let site: http.Server;
test.beforeAll(async () => {
  site = http.createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/gone') return void response.writeHead(500, { 'content-type': 'text/plain' }).end('server error');
    const body = PAGES[path];
    const answer = () => {
      if (response.destroyed) return;
      response.writeHead(body ? 200 : 404, { 'content-type': body ? 'text/html' : 'text/plain' });
      response.end(body ?? 'not found');
    };
    if (path === '/slow-beds') setTimeout(answer, SLOW_MS);
    else answer();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

/** The fake SearXNG answers every query from now on with these pages (and one related question). */
async function scriptSearch(page: Page): Promise<void> {
  const results = ['/beds-guide', '/cedar-beds', '/soil-mix', '/gone', '/slow-beds'].map((path, index) => ({
    title: `Result ${index + 1}`,
    url: `${origin}${path}`,
    snippet: 'raised garden beds',
  }));
  const response = await page.request.post(`${FAKE_SEARCH}/_fake/answer`, { data: { results, related: ['Are raised garden beds worth it?'] } });
  expect(response.status()).toBe(204);
}

/** A term's row in the score's list, by its exact phrase. */
const term = (scope: Page | Locator, phrase: string) => scope.locator(`[data-testid="seo-term"][data-term="${phrase}"]`);
const row = (page: Page, path: string) => page.getByTestId('brief-page').filter({ hasText: `${origin}${path}` });

test('builds a brief with progress per page and a failed page’s reason; excluding a competitor and rebuilding leaves it out', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newUser('seo-brief'));
  await scriptSearch(page);
  await page.goto('/optimizer/seo');
  await page.getByRole('textbox', { name: 'Target keyword' }).fill('raised garden beds');
  await page.getByRole('button', { name: 'Build brief' }).click();

  const brief = page.getByTestId('seo-brief');
  // While the slow page is being read, the others are already listed with their state.
  await expect(page.getByRole('status').filter({ hasText: /Reading pages: \d of 5/ })).toBeVisible({ timeout: 15_000 });
  await expect(row(page, '/beds-guide')).toContainText('Read');
  await page.screenshot({ path: '/tmp/optimizer-seo-progress.png', fullPage: true });

  await expect(brief).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(row(page, '/gone')).toContainText('Failed');
  await expect(row(page, '/gone').getByTestId('page-error')).toContainText('500');
  await expect(row(page, '/slow-beds')).toContainText('Read');
  await expect(page.getByTestId('brief-summary')).toContainText('from 4 pages');
  await expect(page.getByTestId('brief-terms')).toContainText('compost');
  await expect(page.getByTestId('brief-questions')).toContainText('How deep should raised garden beds be?');
  await expect(page.getByTestId('brief-questions')).toContainText('Are raised garden beds worth it?');
  await expect(page.getByTestId('brief-headings')).toContainText('What to put in the bottom of raised garden beds');
  const firstId = new URL(page.url()).searchParams.get('brief');
  expect(firstId).toBeTruthy();

  // A pasted draft is scored against the brief, live.
  await page.getByTestId('seo-draft-text').fill('Raised garden beds are easy to build. Fill them with compost.');
  await expect(page.getByTestId('seo-score')).toHaveText(/^\d+$/);
  await expect(term(page, 'compost')).toHaveAttribute('data-status', /under|ok/);
  // Without an address the slug is not scored; with one it is.
  await expect(page.getByTestId('seo-score-notice')).toContainText('no slug');
  await page.getByRole('textbox', { name: 'Address or slug' }).fill('https://example.com/raised-garden-beds');
  await expect(page.getByTestId('seo-score-notice')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/optimizer-seo-ready.png', fullPage: true });

  // Leave the cedar page out and rebuild: a new brief, without it.
  await expect(page.getByRole('button', { name: 'Rebuild' })).toBeDisabled();
  await page.getByRole('checkbox', { name: `Exclude ${origin}/cedar-beds` }).check();
  await page.getByRole('button', { name: 'Rebuild' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('brief')).not.toBe(firstId);
  await expect(brief).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(row(page, '/cedar-beds')).toContainText('Excluded');
  await expect(page.getByTestId('brief-summary')).toContainText('from 3 pages');
  await expect(page.getByRole('checkbox', { name: `Exclude ${origin}/cedar-beds` })).toBeChecked();
});

test('a doc’s SEO tab scores the doc as the writer types, and hovering a term marks its uses', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newUser('seo-tab'));
  await scriptSearch(page);
  await page.goto('/blogs/editor');
  await expect(page).toHaveURL(/copy_id=/);
  const docText = page.getByTestId('doc-text');
  await expect(docText).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
  const keywords = page.getByRole('combobox', { name: 'SEO keywords' });
  await keywords.fill('raised garden beds');
  await keywords.press('Enter');

  await page.getByTestId('panel-tab-seo').click();
  const tab = page.getByTestId('seo-tab');
  // The form starts from the doc's first SEO keyword, language and country.
  await expect(tab.getByRole('textbox', { name: 'Target keyword' })).toHaveValue('raised garden beds');
  await expect(tab.getByRole('combobox', { name: 'Language' })).toHaveValue('English-US');
  await expect(tab.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
  await tab.getByRole('button', { name: 'Build brief' }).click();
  await expect(tab.getByTestId('seo-score-panel')).toBeVisible({ timeout: 30_000 });

  const score = tab.getByTestId('seo-score');
  const compost = term(tab, 'compost');
  await expect(compost.getByTestId('seo-term-count')).toHaveText('0');
  await expect(compost).toHaveAttribute('data-status', 'missing');
  const before = Number(await score.textContent());

  await docText.click();
  await page.keyboard.type('Raised garden beds warm up early. Fill raised garden beds with compost and garden soil, then add more compost in spring.');
  await expect(compost.getByTestId('seo-term-count')).toHaveText('2');
  await expect.poll(async () => Number(await score.textContent())).toBeGreaterThan(before);

  // Hovering the term marks both uses in the text; leaving the list clears them.
  await compost.hover();
  const hits = docText.locator('.lf-seo-hit');
  await expect(hits).toHaveCount(2);
  await expect(hits.first()).toHaveText('compost');
  await page.screenshot({ path: '/tmp/optimizer-seo-tab.png' });
  await docText.hover();
  await expect(hits).toHaveCount(0);
});
