import { expect, test } from '@playwright/test';
import { EDITOR_OPENS, newUser, signUpViaApi } from './support';

test('the author shares a doc by link, anyone reads it with proper head tags, and unsharing takes it down', async ({ page, browser }) => {
  const user = await signUpViaApi(page, newUser('share'));
  const details = await page.request.get(`/api/fetch/user/details?unique_id=${user.uid}`);
  const projectId = ((await details.json()) as { projects: { _id: string }[] }).projects[0]!._id;
  const saved = await page.request.post('/api/save/user/copy', {
    data: {
      project_id: projectId,
      title: 'Cold brew at home',
      copy_to_save: '<h2>Why cold brew</h2><p>Less bitter, <em>more</em> sweet.</p><script>window.pwned = true</script><img src="x" onerror="window.pwned = true">',
      meta_data: { meta: 'A short guide to cold brew coffee.' },
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const id = ((await saved.json()) as { copy: { _id: string } }).copy._id;

  await page.goto('/blogs');
  await page.getByRole('button', { name: 'Actions for Cold brew at home', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Share by link' }).click();
  await expect(page.getByTestId('blog-row').getByText('Shared', { exact: true })).toBeVisible();

  // A visitor with no account.
  const visitor = await browser.newContext();
  try {
    const reader = await visitor.newPage();
    const head = await reader.request.get(`/share-blog/${id}`);
    expect(head.status()).toBe(200);
    const html = await head.text();
    expect(html).toContain('<title>Cold brew at home</title>');
    expect(html).toContain('<meta name="description" content="A short guide to cold brew coffee." />');
    expect(html).toContain('<meta property="og:title" content="Cold brew at home" />');

    await reader.goto(`/share-blog/${id}`);
    await expect(reader.getByTestId('shared-title')).toHaveText('Cold brew at home');
    await expect(reader.getByRole('heading', { name: 'Why cold brew' })).toBeVisible();
    await expect(reader.getByTestId('shared-body')).toContainText('Less bitter, more sweet.');
    await expect(reader).toHaveTitle('Cold brew at home · Longform');
    expect(await reader.evaluate(() => (window as unknown as { pwned?: boolean }).pwned ?? false)).toBe(false);
    await reader.screenshot({ path: '/tmp/longform-share-page.png', fullPage: true });

    await page.getByRole('button', { name: 'Actions for Cold brew at home', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Stop sharing' }).click();
    await expect(page.getByTestId('blog-row').getByText('Shared', { exact: true })).toHaveCount(0);

    expect((await reader.request.get(`/share-blog/${id}`)).status()).toBe(404);
    expect((await reader.request.get(`/api/get/shared/copy?copy_id=${id}`)).status()).toBe(404);
    await reader.reload();
    await expect(reader.getByTestId('shared-missing')).toContainText('This document is not shared, or it no longer exists.');
  } finally {
    await visitor.close();
  }
});

test('the editor shares its doc by link, copies the link and stops sharing, as the docs list does', async ({ page, browser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpViaApi(page, newUser('share-editor'));
  await page.goto('/blogs/editor');
  await expect(page).toHaveURL(/copy_id=/);
  const id = new URL(page.url()).searchParams.get('copy_id')!;
  const docText = page.getByTestId('doc-text');
  await expect(docText).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
  await page.getByLabel('Title').fill('Shared from the editor');
  await docText.click();
  await page.keyboard.type('Readers without an account can read this.');
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved/);
  // The public page reads the doc's row, which the co-editing store brings up to date.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/get/saved/copy/internal?copy_id=${id}`)).json()) as { copy: { title: string } }).copy.title)
    .toBe('Shared from the editor');

  const share = page.getByRole('button', { name: 'Share', exact: true });
  await share.click();
  await expect(page.getByRole('menuitem', { name: 'Copy share link' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Share by link' }).click();
  await expect(page.getByText('Anyone with the link can now read this doc')).toBeVisible();
  await page.screenshot({ path: '/tmp/editor-share.png' });

  await share.click();
  await page.getByRole('menuitem', { name: 'Copy share link' }).click();
  await expect(page.getByText('Share link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(new URL(`/share-blog/${id}`, page.url()).toString());

  const visitor = await browser.newContext();
  try {
    const reader = await visitor.newPage();
    await reader.goto(link);
    await expect(reader.getByTestId('shared-title')).toHaveText('Shared from the editor');
    await expect(reader.getByTestId('shared-body')).toContainText('Readers without an account can read this.');

    // The docs list agrees, and stopping in the editor takes the page down.
    await page.goto('/blogs');
    await expect(page.getByTestId('blog-row').getByText('Shared', { exact: true })).toBeVisible();
    await page.goto(`/blogs/editor?copy_id=${id}`);
    await share.click();
    await page.getByRole('menuitem', { name: 'Stop sharing' }).click();
    await expect(page.getByText('Sharing stopped')).toBeVisible();
    expect((await reader.request.get(`/share-blog/${id}`)).status()).toBe(404);
  } finally {
    await visitor.close();
  }
});
