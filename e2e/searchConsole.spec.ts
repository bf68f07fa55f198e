import type { ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { startApp, startScript, stopAll, waitUntilUp } from './ownInstallation';
import { newUser, signUpViaApi } from './support';

/**
 * Google Search Console (issue 20) end to end, on an installation of its own (port 3140) whose
 * Google is the local fake (server/test/fakeProviders/googleMain.ts, port 3141): connect through the
 * real sign-in redirect (PKCE checked by the fake), pick a property, see the chart and the tables,
 * sort a table, and "Refresh this article" on the falling page, landing in the workflow with the
 * page's text selected and its queries as keywords.
 */
const SHOTS = '/tmp/shots';
const APP_PORT = 3140;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const GOOGLE_PORT = 3141;
const GOOGLE_URL = `http://127.0.0.1:${GOOGLE_PORT}/`;
const SITE_URL = `${GOOGLE_URL}site/`;
/** The fake's defaults (startFakeGoogle). */
const GOOGLE_CLIENT_ID = 'fake-google-client.apps.googleusercontent.com';
const GOOGLE_CLIENT_SECRET = 'fake-google-client-secret';
const GOOGLE_EMAIL = 'writer@example.com';
test.use({ baseURL: APP_URL });

const started: ChildProcess[] = [];
test.beforeAll(async () => {
  test.setTimeout(180_000);
  started.push(startScript('server/test/fakeProviders/googleMain.ts', ['--port', String(GOOGLE_PORT)]));
  await waitUntilUp(`${GOOGLE_URL}_fake/health`);
  started.push(
    await startApp(APP_PORT, {
        GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET,
        GOOGLE_AUTHORIZE_URL: `${GOOGLE_URL}o/oauth2/v2/auth`,
        GOOGLE_TOKEN_URL: `${GOOGLE_URL}token`,
        GOOGLE_API_URL: GOOGLE_URL,
        // The fake's site pages are on 127.0.0.1.
        FETCH_ALLOW_PRIVATE: 'true',
        CRAWL_HOST_INTERVAL_MS: '0',
    }),
  );
});
test.afterAll(() => stopAll(started));

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/search-console-${name}.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/search-console-${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
  await page.waitForTimeout(400);
}

/** The header cell of a table's column (aria-sort is on it). */
const header = (page: Page, table: string, column: string) => page.getByTestId(table).getByRole('columnheader', { name: column });
const firstCell = (page: Page, table: string) => page.getByTestId(table).locator('tbody tr').first().locator('td').first();

test('connect through Google’s sign-in, read the report, sort it, and refresh a falling article in the workflow', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, newUser('gsc'));

  // Not connected: the page says where to connect.
  await page.goto('/search-console');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Google Search Console');
  await expect(page.getByTestId('search-console-connect')).toBeVisible();
  await shoot(page, 'connect');
  await page.getByRole('link', { name: 'Connect Google Search Console' }).click();
  await expect(page).toHaveURL(/\/integrations\/googlesearchconsole$/);

  // The real redirect: our page → the fake's consent page (302 with code and state) → back, and the page saves the token.
  await page.getByRole('button', { name: 'Connect with Google' }).click();
  await expect(page).toHaveURL(/\/integrations\/googlesearchconsole$/, { timeout: 20_000 });
  await expect(page.getByText(GOOGLE_EMAIL).first()).toBeVisible({ timeout: 20_000 });
  const grants = (await (await fetch(`${GOOGLE_URL}_fake/grants`)).json()) as Array<{ grant: string; ok: boolean }>;
  expect(grants).toContainEqual({ grant: 'authorization_code', ok: true });
  await shoot(page, 'connected');

  // The report of the first property: a property without data, then the one with it.
  await page.goto('/search-console');
  const property = page.getByRole('combobox', { name: 'Property' });
  await expect(property).toHaveValue(SITE_URL);
  await property.click();
  await page.getByRole('option', { name: 'quiet.example (domain)' }).click();
  await expect(page.getByText('Google has no data for this property in this period.')).toBeVisible();
  await expect(page).toHaveURL(/site=sc-domain%3Aquiet\.example/);
  await property.click();
  await page.getByRole('option', { name: SITE_URL }).click();

  const chart = page.getByRole('img', { name: /^Clicks, Impressions by day, / });
  await expect(chart).toBeVisible();
  await expect(chart.locator('path[data-metric="clicks"]')).toHaveCount(1);
  await expect(page.getByTestId('search-console-range')).toContainText('Google Search, ');
  await expect(page.getByTestId('search-console-metric-clicks')).toHaveAttribute('aria-pressed', 'true');
  // CTR and position join the chart when their cards are pressed.
  await page.getByTestId('search-console-metric-position').click();
  await expect(page.getByRole('img', { name: /^Clicks, Impressions, Position by day, / })).toBeVisible();
  await page.getByTestId('search-console-chart').hover({ position: { x: 40, y: 40 } });
  await expect(page.getByTestId('search-console-chart-day')).toContainText('Clicks:');

  // Top queries: by clicks first; sorted by impressions, then the other way.
  await expect(header(page, 'search-console-queries', 'Clicks')).toHaveAttribute('aria-sort', 'descending');
  await expect(firstCell(page, 'search-console-queries')).toHaveText('cold brew coffee');
  await header(page, 'search-console-queries', 'Query').getByRole('button').click();
  await expect(header(page, 'search-console-queries', 'Query')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header(page, 'search-console-queries', 'Clicks')).toHaveAttribute('aria-sort', 'none');
  await expect(firstCell(page, 'search-console-queries')).toHaveText('burr grinder review');
  await header(page, 'search-console-queries', 'Position').getByRole('button').click();
  await expect(header(page, 'search-console-queries', 'Position')).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstCell(page, 'search-console-queries')).toHaveText('cold brew coffee');
  await header(page, 'search-console-queries', 'Position').getByRole('button').click();
  await expect(header(page, 'search-console-queries', 'Position')).toHaveAttribute('aria-sort', 'descending');
  await expect(firstCell(page, 'search-console-queries')).toHaveText('burr grinder review');
  await expect(page.getByTestId('search-console-pages').getByRole('link', { name: '/cold-brew-guide' })).toBeVisible();

  // The falling page, and only it.
  const falling = page.getByTestId('falling-page');
  await expect(falling).toHaveCount(1);
  await expect(falling).toContainText('/espresso-basics');
  await shoot(page, 'report');

  await page.getByRole('button', { name: 'Refresh this article: /espresso-basics' }).click();
  await expect(page).toHaveURL(/\/workflows\/files\?id=[\w-]+$/, { timeout: 30_000 });
  await page.getByTestId('workflow-assets-tab-url').click();
  await expect(page.getByRole('checkbox', { name: 'Espresso basics for beginners' })).toBeChecked();
  await expect(page.getByTestId('workflow-assets-tab-url')).toContainText('(1/');
  await shoot(page, 'workflow-files');
  const id = new URL(page.url()).searchParams.get('id')!;
  await page.goto(`/workflows/research?id=${id}`);
  await expect(page.getByTestId('research-topic')).toHaveValue('espresso basics');
  await expect(page.getByTestId('research-keywords')).toContainText('how to make espresso');
  await shoot(page, 'workflow-research');
});
