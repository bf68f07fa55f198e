import { expect, test, type Page } from '@playwright/test';
import { htmlPage, serveLocalSite } from './localSite';
import { firstProjectId, saveDoc } from './savedDocs';
import { EDITOR_OPENS, newUser, signUpViaApi, type TSignedUpUser } from './support';

/**
 * Factcheck & Cite (issue 18) end to end. On the page, a pasted text is checked on the default
 * model name, which the offline engine answers here: claims and passages, a differing date shown as
 * something to check, and never a "Supported" verdict. In the editor, a doc is checked with gpt-4
 * (the fake model) against a URL asset: one claim is supported and cited (the link is in the saved
 * HTML after a reload), the other is contradicted and corrected, and Undo restores it.
 */
const SHOTS = '/tmp/shots';
const SOURCE = 'The Iron Tower of Lyon was designed by a local engineer. The tower was completed in March 1889. The tower is 330 metres tall.';
const CONTRADICTED = 'The tower was completed in 1887.';
const SUPPORTED = 'The tower is 330 metres tall.';
/** The fake model corrects a claim by putting the passage's year in it. */
const CORRECTED = /^The tower was completed in (March )?1889\.$/;

const site = serveLocalSite({ '/tower': { type: 'text/html', body: htmlPage('Iron Tower history', SOURCE) } });

/** Adds the local page as a URL asset of the user's first project and waits until it is read. */
async function addUrlAsset(page: Page, user: TSignedUpUser, url: string): Promise<void> {
  const projectId = await firstProjectId(page, user);
  const added = await page.request.post('/api/add/asset/url', { data: { project_id: projectId, url } });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const { asset } = (await added.json()) as { asset: { id: string } };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/fetch/asset?asset_id=${asset.id}`)).json()) as { asset: { status: string } }).asset.status, { timeout: 30_000 })
    .toBe('ready');
}

/** What the server holds as the doc's HTML (copy_to_save, derived from the shared Yjs document). */
async function savedHtml(page: Page, copyId: string): Promise<string> {
  const response = await page.request.get(`/api/get/saved/copy/internal?copy_id=${copyId}`);
  return ((await response.json()) as { copy: { copy_to_save: string } }).copy.copy_to_save;
}

test('the page checks a pasted text on the offline engine: claims and passages, a differing date to check, never “Supported”', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newUser('factcheck-page'));
  await page.goto('/optimizer/factcheck');
  await expect(page.getByRole('heading', { level: 1, name: 'Factcheck & Cite' })).toBeVisible();

  await page.getByTestId('factcheck-input').fill(`${CONTRADICTED} ${SUPPORTED}\n\nVisitors climb it every day.`);
  await page.getByRole('checkbox', { name: 'Search the web' }).uncheck();
  await page.getByRole('textbox', { name: 'Pages to read as evidence' }).fill(`${site.origin()}/tower`);
  await page.getByRole('button', { name: 'Check claims' }).click();

  const result = page.getByTestId('factcheck-result');
  await expect(result).toHaveAttribute('data-status', 'ready', { timeout: 45_000 });
  await expect(page.getByTestId('factcheck-summary')).toContainText(/^\d+ claims? · 0 supported · 0 contradicted · \d+ without evidence/);
  await expect(page.getByTestId('factcheck-engine')).toContainText('Offline engine');
  const claims = page.getByTestId('fact-claim');
  await expect(claims.filter({ hasText: CONTRADICTED })).toBeVisible();
  await expect(claims.filter({ hasText: SUPPORTED })).toBeVisible();
  // The date the page gives otherwise is something to check, with the page's passage shown.
  const dated = claims.filter({ hasText: CONTRADICTED });
  await expect(dated.getByTestId('claim-gap')).toContainText('“1887”');
  await expect(dated.getByTestId('claim-gap')).toContainText('March 1889');
  await expect(dated.getByTestId('claim-passage').first()).toContainText('completed in March 1889');
  await expect(dated.getByTestId('passage-title').first()).toHaveAttribute('href', `${site.origin()}/tower`);
  // The offline engine never says "supported".
  await expect(page.locator('[data-testid="claim-verdict"][data-verdict="supported"]')).toHaveCount(0);
  await expect(page.getByText('Supported', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('factcheck-mark').filter({ hasText: '1887' })).toHaveClass(/lf-claim-to-check/);
  await page.screenshot({ path: `${SHOTS}/factcheck-page.png`, fullPage: true });

  // A selected sentence is checked alone: the other claim is left unchecked.
  const box = page.getByTestId('factcheck-input');
  await box.evaluate((element: HTMLTextAreaElement, sentence) => {
    element.focus();
    const start = element.value.indexOf(sentence);
    element.setSelectionRange(start, start + sentence.length);
  }, SUPPORTED);
  // A key press lets React read the new selection.
  await page.keyboard.press('Shift');
  await page.getByRole('button', { name: 'Check selection' }).click();
  await expect(result).toHaveAttribute('data-status', 'ready', { timeout: 45_000 });
  await expect(claims.filter({ hasText: SUPPORTED }).getByTestId('claim-verdict')).toHaveAttribute('data-verdict', 'unverified');
  // The claim outside the selection is left out, or listed as not checked.
  await expect(claims.filter({ hasText: CONTRADICTED }).locator('[data-testid="claim-verdict"]:not([data-verdict="unchecked"])')).toHaveCount(0);

  // The legacy standalone path is the same page.
  await page.goto('/standalones/factcheck');
  await expect(page.getByRole('heading', { level: 1, name: 'Fact Check' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check claims' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/factcheck-page-phone.png`, fullPage: true });
});

test('the editor’s Facts tab checks a doc with a model, cites a supported claim into the saved doc, and applies a correction that Undo takes back', async ({ page }) => {
  test.setTimeout(150_000);
  const user = await signUpViaApi(page, newUser('factcheck-tab'));
  await addUrlAsset(page, user, `${site.origin()}/tower`);
  const copyId = await saveDoc(page, user, 'Tower notes', `<h2>The tower</h2><p>${CONTRADICTED}</p><p>${SUPPORTED} Visitors climb it every day.</p>`);

  await page.goto(`/blogs/editor?copy_id=${copyId}`);
  const docText = page.getByTestId('doc-text');
  await expect(docText).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
  await page.getByTestId('panel-tab-factcheck').click();
  const tab = page.getByTestId('factcheck-tab');
  await expect(tab.getByText('This doc has not been checked yet.')).toBeVisible();
  await tab.getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: 'gpt-4', exact: true }).click();
  await tab.getByRole('checkbox', { name: 'Search the web' }).uncheck();
  await tab.getByRole('button', { name: 'Check claims' }).click();

  await expect(tab.getByTestId('factcheck-summary')).toContainText('1 supported · 1 contradicted', { timeout: 60_000 });
  const supported = tab.getByTestId('fact-claim').filter({ hasText: SUPPORTED });
  const contradicted = tab.getByTestId('fact-claim').filter({ hasText: CONTRADICTED });
  await expect(supported.getByTestId('claim-verdict')).toHaveText('Supported');
  await expect(contradicted.getByTestId('claim-verdict')).toHaveText('Contradicted');
  const correction = ((await contradicted.getByTestId('claim-correction').textContent()) ?? '').replace(/^Correction: /, '');
  expect(correction).toMatch(CORRECTED);
  // Each claim is marked in the text by its verdict.
  await expect(docText.locator('.lf-claim-contradicted')).toContainText('completed in 1887');
  await expect(docText.locator('.lf-claim-supported')).toContainText('330 metres');
  await page.screenshot({ path: `${SHOTS}/factcheck-editor.png` });

  await test.step('Cite links the source at the claim, and the saved doc keeps it', async () => {
    await supported.getByRole('button', { name: 'Cite', exact: true }).click();
    const link = docText.locator(`a[href="${site.origin()}/tower"]`);
    await expect(link).toHaveText('Iron Tower history');
    await expect(docText).toContainText('330 metres tall [Iron Tower history].');
    await expect.poll(() => savedHtml(page, copyId), { timeout: 20_000 }).toContain(`href="${site.origin()}/tower"`);
    await page.reload();
    await expect(docText).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
    await expect(docText.locator(`a[href="${site.origin()}/tower"]`)).toHaveText('Iron Tower history');
  });

  await test.step('Apply correction replaces the claim in one edit, and Undo restores it', async () => {
    // After the reload the tab shows the doc's last check.
    await page.getByTestId('panel-tab-factcheck').click();
    await expect(tab.getByTestId('factcheck-summary')).toContainText('1 supported · 1 contradicted');
    await expect(docText.locator('.lf-claim-supported')).toContainText('330 metres');
    await contradicted.getByRole('button', { name: 'Apply correction' }).click();
    await expect(docText.locator('p').first()).toHaveText(correction);
    await expect(contradicted.getByTestId('claim-note')).toContainText('Correction applied');
    await page.screenshot({ path: `${SHOTS}/factcheck-editor-corrected.png` });
    await page.keyboard.press('Control+z');
    await expect(docText.locator('p').first()).toHaveText(CONTRADICTED);
    await expect(docText.locator('.lf-claim-contradicted')).toContainText('completed in 1887');
    // The citation from before the reload stays.
    await expect(docText.locator(`a[href="${site.origin()}/tower"]`)).toHaveCount(1);
  });

  await test.step('a selected sentence is checked alone', async () => {
    await docText.locator('p').first().click({ clickCount: 3 });
    await tab.getByRole('button', { name: 'Check selection' }).click();
    await expect(tab.getByTestId('factcheck-summary')).toContainText('1 contradicted', { timeout: 60_000 });
    await expect(contradicted.getByTestId('claim-verdict')).toHaveText('Contradicted');
    // The other claim is left out, or listed as not checked.
    await expect(supported.locator('[data-testid="claim-verdict"]:not([data-verdict="unchecked"])')).toHaveCount(0);
  });
});
