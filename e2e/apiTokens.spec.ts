import { expect, test } from '@playwright/test';
import { signedInAt } from './support';

/**
 * Personal API tokens (issue 22): a person makes a token on /account/api, a script (Playwright's
 * request context: no browser, no cookie) uses it against real calls, the page shows its last use,
 * the person revokes it and the script is refused. The API reference at /api/docs renders.
 */
test('a token made in the browser works for a script until it is revoked', async ({ page, context, playwright }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await signedInAt(page, 'api-tokens', '/account/api');
  await expect(page.getByRole('heading', { name: 'API', exact: true })).toBeVisible();
  await expect(page.getByText('You have no tokens yet.')).toBeVisible();

  // Bad names are named before anything is sent.
  const name = page.getByRole('textbox', { name: 'Token name' });
  await page.getByTestId('api-token-create').click();
  await expect(page.getByText('Please name the token.')).toBeVisible();
  await name.fill('x'.repeat(61));
  await expect(page.getByText('A token name can be at most 60 characters.')).toBeVisible();

  await name.fill('E2E publishing script');
  await page.getByTestId('api-token-create').click();
  const secret = (await page.getByTestId('api-token-secret').textContent())!.trim();
  expect(secret).toMatch(/^lf_[A-Za-z0-9_-]{43}$/);
  await page.getByTestId('api-token-copy').click();
  await expect(page.getByTestId('api-token-copy')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  const row = page.getByTestId('api-token-row').filter({ hasText: 'E2E publishing script' });
  await expect(row).toContainText(secret.slice(0, 9));
  await expect(row.getByTestId('api-token-last-used')).toHaveText('Never');
  await expect(page.getByTestId('api-curl-example')).toContainText(`unique_id=${user.uid}`);
  await page.screenshot({ path: 'test-results/api-tokens-created.png', fullPage: true });

  // The script: no cookie, only the token.
  const script = await playwright.request.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: { authorization: `Bearer ${secret}` } });
  try {
    const details = await script.get(`/api/fetch/user/details?unique_id=${user.uid}`);
    expect(details.status(), await details.text()).toBe(200);
    expect(((await details.json()) as { email: string }).email).toBe(user.email);
    // A write from a script (no Origin, no cookie) passes the origin check.
    const project = await script.post('/api/add/project', { data: { unique_id: user.uid, project_name: 'Made by a script' } });
    expect(project.status(), await project.text()).toBe(201);
    // A token cannot make tokens.
    expect((await script.post('/api/create/api/token', { data: { name: 'minted' } })).status()).toBe(403);

    // The page shows when it was last used.
    await page.reload();
    await expect(row.getByTestId('api-token-last-used')).not.toHaveText('Never');

    await row.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke “E2E publishing script”?' });
    await expect(dialog).toContainText('Scripts using this token stop working at once.');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(row.getByText('Revoked')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Revoke' })).toHaveCount(0);

    const refused = await script.get(`/api/fetch/user/details?unique_id=${user.uid}`);
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toContain('This API token was revoked.');
  } finally {
    await script.dispose();
  }
  await page.screenshot({ path: 'test-results/api-tokens-revoked.png', fullPage: true });

  // On a phone the page fits its width: the table and the example scroll inside their boxes.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('Loading Longform…')).toBeHidden();
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/api-tokens-phone.png' });
});

test('the API reference at /api/docs renders the document in the browser', async ({ page, baseURL }) => {
  // It is served whole from this server: no script, style or validator from outside.
  const outside: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) outside.push(request.url());
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Longform API');
  // The page renders operations as they scroll into view: scroll down to the token list and open it.
  // Its id starts with the operation's tag (operationTag.ts), then the method and path.
  const tokens = page.locator('[id$="-get_api_fetch_api_tokens"]');
  // A long page (181 paths) that a loaded CI machine renders slowly: 20 s was once not enough.
  await expect(async () => {
    await page.mouse.wheel(0, 1_500);
    await expect(tokens).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 60_000 });
  await tokens.locator('.opblock-summary-control').click();
  await expect(tokens.locator('.responses-table').first()).toContainText('401');
  await expect(tokens).toContainText('No session and no API token, or the API token is not valid');
  await tokens.scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible();
  await page.screenshot({ path: 'test-results/api-docs.png' });
  expect(outside).toEqual([]);
  expect(errors.filter((error) => /Content Security Policy|Refused to/.test(error))).toEqual([]);
});
