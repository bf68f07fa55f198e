import fs from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import mammoth from 'mammoth';
import { EDITOR_OPENS, fillSignInForm, newUser, signUpViaApi, type TSignedUpUser } from './support';

/** The user's first project id, from their record. */
async function firstProjectId(page: Page, user: TSignedUpUser): Promise<string> {
  const response = await page.request.get(`/api/fetch/user/details?unique_id=${user.uid}`);
  return ((await response.json()) as { projects: { _id: string }[] }).projects[0]!._id;
}

/** Saves a doc through the API (POST /api/save/user/copy), as the editor does. */
async function saveDoc(page: Page, user: TSignedUpUser, projectId: string, title: string, html: string): Promise<string> {
  const response = await page.request.post('/api/save/user/copy', { data: { unique_id: user.uid, project_id: projectId, title, copy_to_save: html } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { copy: { _id: string } }).copy._id;
}

const rows = (page: Page) => page.getByTestId('blog-row');
const titles = (page: Page) => page.getByTestId('blog-title');
async function openActions(page: Page, title: string) {
  await page.getByRole('button', { name: `Actions for ${title}`, exact: true }).click();
}

const ADMIN = newUser('blogs-admin', { email: 'admin-e2e@example.com' });

/**
 * Downloads are for paid plans (spec §5); new accounts start on the free trial. The administrator of
 * playwright.config.ts switches the copy-download flag on for this one email, before it signs up.
 */
async function allowDownloads(browser: Browser, email: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const signUp = await page.request.post('/api/add/user', { data: ADMIN });
    if (signUp.status() !== 201) {
      await page.goto('/login');
      await fillSignInForm(page, ADMIN.email, ADMIN.password);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
    const current = await page.request.get('/api/admin/flags');
    const flags = ((await current.json()) as { flags: { id: string; overrides: { value: unknown; plans?: string[]; emails?: string[] }[] }[] }).flags;
    const existing = flags.find((flag) => flag.id === 'copy-download')?.overrides ?? [];
    const response = await page.request.put('/api/admin/flags/copy-download', { data: { overrides: [...existing, { value: true, emails: [email] }] } });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await context.close();
  }
}

test.describe('Docs', () => {
  test('lists the project\'s docs newest first, pages, searches, duplicates and deletes', async ({ page }) => {
    const user = await signUpViaApi(page, newUser('blogs-list'));
    const projectId = await firstProjectId(page, user);
    for (let i = 1; i <= 12; i += 1) {
      const n = String(i).padStart(2, '0');
      await saveDoc(page, user, projectId, `Doc ${n}`, `<p>Body of doc ${n} about ${i % 2 ? 'tea' : 'coffee'}.</p>`);
    }
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { name: 'Docs', level: 1 })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await expect(titles(page).first()).toHaveText('Doc 12');
    await expect(page.getByText('12 docs')).toBeVisible();

    await page.screenshot({ path: '/tmp/longform-blogs-list.png', fullPage: true });
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(titles(page)).toHaveText(['Doc 02', 'Doc 01']);

    await page.getByRole('combobox', { name: 'Sort docs' }).click();
    await page.getByRole('option', { name: 'Last updated: oldest' }).click();
    await expect(titles(page).first()).toHaveText('Doc 01');
    await expect(rows(page)).toHaveCount(10);

    await page.getByRole('textbox', { name: 'Search docs' }).fill('doc 07');
    await expect(titles(page)).toHaveText(['Doc 07']);

    await openActions(page, 'Doc 07');
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(titles(page)).toHaveText(['Doc 07', 'Copy of Doc 07']);

    await openActions(page, 'Copy of Doc 07');
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this doc?' });
    await expect(dialog).toContainText('“Copy of Doc 07” will be deleted for good');
    await dialog.getByRole('button', { name: 'Delete doc' }).click();
    await expect(titles(page)).toHaveText(['Doc 07']);

    await page.getByRole('textbox', { name: 'Search docs' }).fill('nothing like this');
    await expect(page.getByTestId('blogs-empty')).toHaveText('No doc matches “nothing like this”.');
  });

  test('New doc creates a doc and opens it in the editor', async ({ page }) => {
    await signUpViaApi(page, newUser('blogs-new'));
    await page.goto('/blogs');
    await expect(page.getByTestId('blogs-empty')).toBeVisible();
    await page.getByRole('button', { name: 'New doc' }).click();
    await expect(page).toHaveURL(/\/blogs\/editor\?copy_id=[0-9a-f-]{36}$/);
    await page.goto('/blogs');
    await expect(titles(page)).toHaveText(['Untitled doc']);
  });

  test('opens a doc in the editor by clicking its title in the list', async ({ page }) => {
    const user = await signUpViaApi(page, newUser('blogs-open'));
    const projectId = await firstProjectId(page, user);
    const wanted = await saveDoc(page, user, projectId, 'Tea notes', '<p>Steep green tea for two minutes.</p>');
    await saveDoc(page, user, projectId, 'Coffee notes', '<p>Grind the beans just before brewing.</p>');
    await page.goto('/blogs');
    await expect(titles(page)).toHaveText(['Coffee notes', 'Tea notes']);

    await titles(page).filter({ hasText: 'Tea notes' }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/editor\\?copy_id=${wanted}$`));
    const text = page.getByTestId('doc-text');
    await expect(text).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
    await expect(text).toHaveText('Steep green tea for two minutes.');
    await expect(page.getByLabel('Title')).toHaveValue('Tea notes');
  });

  test('exports a doc as DOCX, Pages, Markdown and HTML', async ({ page, browser }) => {
    // Counts the page's calls to window.print() (e2e/copyRestriction.spec.ts checks a free plan makes none).
    await page.addInitScript(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    const writer = newUser('blogs-export');
    await allowDownloads(browser, writer.email);
    const user = await signUpViaApi(page, writer);
    const projectId = await firstProjectId(page, user);
    await saveDoc(
      page,
      user,
      projectId,
      'Brewing guide',
      '<h1>Brewing guide</h1><p>Grind <strong>fresh</strong> and read <a href="https://example.com/notes">the notes</a>.</p><ul><li><p>Kettle</p></li><li><p>Scale</p></li></ul><table><tbody><tr><th>Bean</th><th>Grams</th></tr><tr><td>Kenya</td><td>18</td></tr></tbody></table>',
    );
    await page.goto('/blogs');

    const download = async (item: string) => {
      await openActions(page, 'Brewing guide');
      const waiting = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: item }).click();
      const file = await waiting;
      return { name: file.suggestedFilename(), body: await fs.readFile((await file.path())!) };
    };

    for (const item of ['Word (.docx)', 'Pages (.docx for Apple Pages)']) {
      const docx = await download(item);
      expect(docx.name).toBe(item.startsWith('Word') ? 'Brewing guide.docx' : 'Brewing guide (Pages).docx');
      const { value } = await mammoth.extractRawText({ buffer: docx.body });
      expect(value.split('\n').map((line) => line.trim()).filter(Boolean)).toEqual([
        'Brewing guide',
        'Grind fresh and read the notes.',
        'Kettle',
        'Scale',
        'Bean',
        'Grams',
        'Kenya',
        '18',
      ]);
    }
    const md = await download('Markdown');
    expect(md.name).toBe('Brewing guide.md');
    expect(md.body.toString()).toBe(
      '# Brewing guide\n\nGrind **fresh** and read [the notes](https://example.com/notes).\n\n-   Kettle\n-   Scale\n\n| Bean | Grams |\n| --- | --- |\n| Kenya | 18 |\n',
    );
    const html = await download('HTML');
    expect(html.name).toBe('Brewing guide.html');
    expect(html.body.toString()).toContain('<title>Brewing guide</title>');
    expect(html.body.toString()).toContain('<li><p>Kettle</p></li>');

    // A plan that may download may print too: the editor's Print calls the browser's print.
    await titles(page).click();
    await expect(page.getByTestId('doc-text')).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Print' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    await expect(page.getByRole('dialog', { name: 'Copying is not available on your plan' })).toHaveCount(0);
  });

  test('a free plan is told that downloads need a paid plan', async ({ page }) => {
    const user = await signUpViaApi(page, newUser('blogs-free'));
    await saveDoc(page, user, await firstProjectId(page, user), 'Free doc', '<p>Words here.</p>');
    await page.goto('/blogs');
    await openActions(page, 'Free doc');
    await page.getByRole('menuitem', { name: 'Markdown' }).click();
    // The same copy-restricted dialog the copy and print guard shows (e2e/copyRestriction.spec.ts).
    const dialog = page.getByRole('dialog', { name: 'Copying is not available on your plan' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('downloading content needs a paid');
  });

  test('FactGPT saves an answer to a doc as rich text, citations as links, and opens it', async ({ page }) => {
    const user = await signUpViaApi(page, newUser('blogs-factgpt'));
    const projectId = await firstProjectId(page, user);
    const saved = await page.request.post('/api/save/user/chat', {
      data: {
        unique_id: user.uid,
        project_id: projectId,
        mode: 'asset_url',
        chat_history: [
          { role: 'user', content: 'How hot should the water be?' },
          {
            role: 'assistant',
            content: '**Brewing basics**\nJust off the boil, around 93 °C [1].\n\n- Pour *slowly*',
            engine: 'offline',
            citations: [{ n: 1, asset_id: 'a1', kind: 'url', title: 'Brewing basics', url: 'https://example.com/brew', location: 'paragraph 2', text: 'Use water around 93 °C.' }],
          },
        ],
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    await page.goto('/factgpt');
    await page.getByRole('navigation', { name: 'Chats' }).first().getByRole('button', { name: /^How hot should the water be\?/ }).click();
    await page.getByRole('button', { name: 'Save to doc' }).click();
    const dialog = page.getByRole('dialog', { name: 'Saved to Docs' });
    await expect(dialog).toContainText('“How hot should the water be?” is now a doc in this project');
    // The save is over once the question shows: no spinner keeps turning behind it.
    await expect(page.locator('button', { hasText: 'Save to doc' })).not.toHaveAttribute('data-loading', /.*/);
    await dialog.getByRole('button', { name: 'Open doc' }).click();
    await expect(page).toHaveURL(/\/blogs\/editor\?copy_id=[0-9a-f-]{36}$/);
    const copyId = new URL(page.url()).searchParams.get('copy_id')!;

    const doc = await page.request.get(`/api/get/saved/copy/internal?copy_id=${copyId}`);
    expect(((await doc.json()) as { copy: { copy_to_save: string } }).copy.copy_to_save).toBe(
      '<p><strong>Brewing basics</strong><br />Just off the boil, around 93 °C <a href="https://example.com/brew">[1]</a>.</p>' +
        '<ul><li>Pour <em>slowly</em></li></ul>' +
        '<h2>Sources</h2><ol><li><p>[1] <a href="https://example.com/brew">Brewing basics</a> (paragraph 2)</p></li></ol>',
    );
    // The editor shows bold text and a citation link, never the Markdown's asterisks.
    const body = page.locator('.ProseMirror');
    await expect(body.locator('strong')).toHaveText('Brewing basics');
    await expect(body.getByRole('link', { name: '[1]' })).toHaveAttribute('href', 'https://example.com/brew');
    await expect(body).not.toContainText('*');
    await page.goto('/blogs');
    await expect(titles(page)).toHaveText(['How hot should the water be?']);
    const row = page.getByTestId('blog-row');
    await expect(row).toContainText('Brewing basics Just off the boil, around 93 °C [1].');
    await expect(row).not.toContainText('*');
  });
});
