import { expect, test, type Page } from '@playwright/test';
import { htmlPage, serveLocalSite, type TSitePage } from './localSite';
import { signedInAt } from './support';

/**
 * /assets end to end: upload files, add a URL, add a domain and watch its crawl finish, search,
 * preview and delete. The pages come from a real HTTP server on 127.0.0.1 that this spec starts.
 */
/** A page whose text the re-fetch test changes between two reads. */
const BULLETIN_BEFORE = 'The harbour bulletin announces that the ferry leaves at noon.';
const BULLETIN_AFTER = 'The harbour bulletin announces that the hovercraft replaces the ferry.';
let bulletinText = BULLETIN_BEFORE;
let tideTableGone = false;

const PAGES: Record<string, TSitePage | (() => TSitePage)> = {
  '/article': { type: 'text/html', body: htmlPage('Lighthouse keepers', 'Lighthouse keepers trimmed the wicks every night until automation arrived.') },
  '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
  '/sitemap.xml': {
    type: 'application/xml',
    body: '<urlset><url><loc>/docs/a</loc></url><url><loc>/docs/b</loc></url><url><loc>/docs/c</loc></url></urlset>',
  },
  '/docs/a': { type: 'text/html', body: htmlPage('Anchors', 'Anchors hold a ship in place using weight and flukes.') },
  '/docs/b': { type: 'text/html', body: htmlPage('Buoys', 'Buoys mark safe channels for sailors entering the harbour.') },
  '/docs/c': { type: 'text/html', body: htmlPage('Compasses', 'A magnetic compass points to magnetic north, not true north.') },
  '/bulletin': () => ({ type: 'text/html', body: htmlPage('Harbour bulletin', bulletinText) }),
  '/tide-table': () =>
    tideTableGone ? { type: 'text/plain', body: 'gone', status: 410 } : { type: 'text/html', body: htmlPage('Tide table', 'High water at the pier comes at seven minutes past six.') },
};
const site = serveLocalSite(PAGES);

function assetRow(page: Page, title: string) {
  return page.getByRole('list', { name: 'Assets' }).getByRole('listitem', { name: title });
}

test('upload files, add a URL and a domain, search, preview and delete', async ({ page }) => {
  await signedInAt(page, 'assets', '/assets');
  await expect(page.getByRole('heading', { name: 'Assets' })).toBeVisible();

  // Files: several at once; the unsupported one says why.
  await page.getByLabel('Files to upload').setInputFiles([
    { name: 'tides.md', mimeType: 'text/markdown', buffer: Buffer.from('# Tides\n\nThe moon pulls the oceans and makes the tides twice a day.') },
    { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
  ]);
  const results = page.getByRole('list', { name: 'Upload results' });
  await expect(results).toContainText('tides.md: added (1 passage)');
  await expect(results).toContainText('photo.png: .png files are not supported.');
  await expect(page.getByText('Files that were not added are not kept on the server: fix them and upload them again.')).toBeVisible();
  await expect(assetRow(page, 'tides.md').getByText('Ready')).toBeVisible();

  // A URL: its title replaces the address once read.
  await page.getByRole('tab', { name: 'URLs' }).click();
  await page.getByLabel('Page address').fill(`${site.origin()}/article`);
  await page.getByRole('button', { name: 'Add URL' }).click();
  await expect(assetRow(page, 'Lighthouse keepers').getByText('Ready')).toBeVisible();
  // Its small print names the site it came from and when it was read.
  await expect(assetRow(page, 'Lighthouse keepers').getByText(/ 1 passage · 127\.0\.0\.1 · fetched \d/)).toBeVisible();

  // A domain: the sitemap's three pages are read in the background; the row follows the crawl.
  await page.getByRole('tab', { name: 'Domains' }).click();
  await page.getByRole('textbox', { name: 'Domain' }).fill(site.origin());
  await page.getByRole('button', { name: 'Add domain' }).click();
  const domain = assetRow(page, new URL(site.origin()).host);
  await expect(domain.getByText('Ready')).toBeVisible();
  await expect(domain).toContainText('3 pages');

  await page.screenshot({ path: '/tmp/assets-domains.png', fullPage: true });

  // Search inside every asset of the project.
  await page.getByLabel('Search inside assets').fill('magnetic compass north');
  await page.getByRole('button', { name: 'Search' }).click();
  const hits = page.getByRole('list', { name: 'Search results' });
  await expect(hits.getByRole('listitem').first()).toContainText('magnetic compass points to magnetic north');
  await expect(hits.getByRole('listitem').first()).toContainText(`${site.origin()}/docs/c`);

  // Preview shows the passages of the domain with their page addresses.
  await domain.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Buoys mark safe channels');
  await expect(dialog).toContainText(`${site.origin()}/docs/b`);
  await page.keyboard.press('Escape');

  // Delete: the row goes, and its passages are no longer found.
  await domain.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete asset' }).click();
  await expect(domain).toHaveCount(0);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No passage matches “magnetic compass north”.')).toBeVisible();
});

test('a large file that failed to read can be retried from its row', async ({ page }) => {
  await signedInAt(page, 'assets-retry', '/assets');
  // Over ASSET_UPLOAD_JOB_MB (4 MB): kept on the server and read by a job, which finds no valid PDF in it.
  const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4_300_000, 0x20)]);
  await page.getByLabel('Files to upload').setInputFiles([{ name: 'scan.pdf', mimeType: 'application/pdf', buffer: broken }]);
  await expect(page.getByRole('list', { name: 'Upload results' })).toContainText('scan.pdf: added; large files are read in the background');
  const row = assetRow(page, 'scan.pdf');
  await expect(row.getByText('Failed')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('status')).toContainText('The PDF could not be read');
  await page.screenshot({ path: '/tmp/assets-retry.png', fullPage: true });

  // Retry queues the stored file's job again; the same bytes fail again with the same reason.
  const retried = page.waitForResponse((response) => response.url().endsWith('/api/refetch/asset') && response.request().method() === 'POST');
  await row.getByRole('button', { name: 'Retry' }).click();
  const response = await retried;
  expect(response.status()).toBe(200);
  expect((await response.json()).asset).toMatchObject({ status: 'queued', error: null });
  await expect(row.getByText('Failed')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('button', { name: 'Retry' })).toBeEnabled();
  await expect(row.getByRole('button', { name: 'Re-fetch' })).toHaveCount(0);
});

test('Re-fetch on a ready URL reads the page again and its new text replaces the old', async ({ page }) => {
  bulletinText = BULLETIN_BEFORE;
  await signedInAt(page, 'assets-refetch', '/assets');
  await page.getByRole('tab', { name: 'URLs' }).click();
  await page.getByLabel('Page address').fill(`${site.origin()}/bulletin`);
  await page.getByRole('button', { name: 'Add URL' }).click();
  const row = assetRow(page, 'Harbour bulletin');
  await expect(row.getByText('Ready')).toBeVisible();
  await expect(row.getByText(/ · 127\.0\.0\.1 · fetched \d/)).toBeVisible();

  // The site changes; Re-fetch queues the page again, and the list follows it until it is read.
  bulletinText = BULLETIN_AFTER;
  const refetched = page.waitForResponse((response) => response.url().endsWith('/api/refetch/asset') && response.request().method() === 'POST');
  await row.getByRole('button', { name: 'Re-fetch' }).click();
  const response = await refetched;
  expect(response.status()).toBe(200);
  const { asset } = (await response.json()) as { asset: { id: string; status: string; fetched_at: string } };
  expect(asset.status).toBe('queued');
  await page.waitForResponse(async (listed) => {
    if (!listed.url().includes('/api/fetch/assets?')) return false;
    const body = (await listed.json()) as { assets: { id: string; status: string; fetched_at: string | null }[] };
    return body.assets.some((item) => item.id === asset.id && item.status === 'ready' && item.fetched_at !== asset.fetched_at);
  });
  await expect(row.getByText('Ready')).toBeVisible();

  await page.getByLabel('Search inside assets').fill('hovercraft');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toContainText(BULLETIN_AFTER);

  await row.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(BULLETIN_AFTER);
  await expect(dialog).not.toContainText('leaves at noon');
});

test('Re-fetch of a page that has gone keeps the text read before and says why', async ({ page }) => {
  tideTableGone = false;
  await signedInAt(page, 'assets-refetch-gone', '/assets');
  await page.getByRole('tab', { name: 'URLs' }).click();
  await page.getByLabel('Page address').fill(`${site.origin()}/tide-table`);
  await page.getByRole('button', { name: 'Add URL' }).click();
  const row = assetRow(page, 'Tide table');
  await expect(row.getByText('Ready')).toBeVisible();

  tideTableGone = true;
  await row.getByRole('button', { name: 'Re-fetch' }).click();
  await expect(row.getByRole('status')).toHaveText('The last re-fetch failed, so the text read before is kept: The site answered with status 410.');
  await expect(row.getByText('Ready')).toBeVisible();

  await page.getByLabel('Search inside assets').fill('high water');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toContainText('seven minutes past six');

  // A citation's link to an asset that is gone says so instead of opening nothing.
  await page.goto('/assets?asset_id=00000000-0000-4000-8000-000000000000&passage=0');
  await expect(page.getByRole('alert').filter({ hasText: 'The linked asset cannot be opened' })).toContainText('That asset does not exist.');
});
