import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ghostApi } from '../integrations/ghost/ghostClient';
import { readPeers, START_PEERS_HINT, type GhostPeer, type WordPressPeer } from '../integrations/testing/peers';
import type { TApiTransport } from '../integrations/transport';
import { startFakeMedium, type TFakeMedium } from '../server/test/fakeProviders/medium';
import { saveDoc } from './savedDocs';
import { startApp, startScript, stopAll, waitUntilUp } from './ownInstallation';
import { EDITOR_OPENS, newUser, signUpViaApi } from './support';

/**
 * Publishing integrations (issue 20) end to end, on an installation of its own (port 3130):
 * - Medium against a local Medium API (server/test/fakeProviders/medium.ts, port 3132): connect with
 *   a wrong then a right token, publish a doc from the editor, see it land, disconnect;
 * - Ghost and WordPress against the real peers of scripts/peers (integrations/testing/peers.ts):
 *   connect in the browser, publish, update, and check the post with the site's own API;
 * - a team: the admin asks for approval, a member's publish waits, the admin approves it.
 * Teams come from the team plan bought through a fake Stripe of this spec (port 3131), as in
 * teamCoEdit.spec.ts. The peers are on 127.0.0.1, so the installation allows private addresses.
 */
const SHOTS = '/tmp/shots';
const APP_PORT = 3130;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const FAKE_STRIPE_PORT = 3131;
const FAKE_STRIPE_URL = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;
const FAKE_STRIPE_KEY = 'sk_test_longform_integrations';
const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_longform_integrations';
const FAKE_MEDIUM_PORT = 3132;
const TEAM_PLAN = 'Team, monthly';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** In CI the peers start in the background with the run: a test that needs one waits this long for it. */
const PEER_WAIT_MS = 10 * 60_000;

test.use({ baseURL: APP_URL, viewport: DESKTOP });

let medium: TFakeMedium;
const started: ChildProcess[] = [];
test.beforeAll(async () => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  medium = await startFakeMedium({ port: FAKE_MEDIUM_PORT });
  started.push(
    startScript('server/test/stripeServerMain.ts', [
      '--port',
      String(FAKE_STRIPE_PORT),
      '--key',
      FAKE_STRIPE_KEY,
      '--webhook-url',
      `${APP_URL}/api/billing/webhook`,
      '--webhook-secret',
      FAKE_STRIPE_WEBHOOK_SECRET,
    ]),
  );
  await waitUntilUp(`${FAKE_STRIPE_URL}/health`);
  started.push(
    await startApp(APP_PORT, {
      SIGN_IN_RATE_LIMIT: '200',
      // The Ghost and WordPress peers listen on 127.0.0.1.
      FETCH_ALLOW_PRIVATE: 'true',
      MEDIUM_API_URL: medium.url,
      PUBLISH_RETRY_DELAY_SECONDS: '0',
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: FAKE_STRIPE_URL,
    }),
  );
});
test.afterAll(async () => {
  stopAll(started);
  await medium?.close();
});

/** A Medium integration token the fake accepts, with its account. */
function mediumAccount(tag: string): { token: string; username: string; name: string } {
  const suffix = Math.random().toString(36).slice(2, 10);
  const account = { id: `medium-${tag}-${suffix}`, username: `${tag}${suffix}`, name: `Medium ${tag}`, url: `https://medium.com/@${tag}${suffix}` };
  const token = `token-${tag}-${suffix}-0123456789`;
  medium.tokens.set(token, account);
  return { token, username: account.username, name: account.name };
}

/**
 * The real peer the test needs. In CI the peers start in the background with the run, so it waits
 * up to ten minutes for peers.env and then fails saying so; elsewhere a missing peer skips the test.
 */
async function needPeer<K extends 'ghost' | 'wordpress'>(kind: K): Promise<K extends 'ghost' ? GhostPeer : WordPressPeer> {
  type TPeer = K extends 'ghost' ? GhostPeer : WordPressPeer;
  const now = readPeers()[kind];
  if (now) return now as TPeer;
  if (!process.env.CI) {
    test.skip(true, `The ${kind} peer is not configured. ${START_PEERS_HINT}`);
    throw new Error('skipped');
  }
  test.setTimeout(PEER_WAIT_MS + 5 * 60_000);
  await expect
    .poll(() => Boolean(readPeers()[kind]), {
      timeout: PEER_WAIT_MS,
      intervals: [5_000],
      message: `The ${kind} peer did not come up within ten minutes (CI starts scripts/peers/peers.sh in the background). ${START_PEERS_HINT}`,
    })
    .toBe(true);
  return readPeers()[kind] as TPeer;
}

const docText = (page: Page) => page.getByTestId('doc-text');
const publishDialog = (page: Page) => page.getByRole('dialog', { name: 'Publish this doc' });
const deliveries = (page: Page) => publishDialog(page).getByRole('list', { name: 'Deliveries of this doc' });
const integrationCard = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/integrations-${name}.png`, fullPage });
}

/** Opens a saved doc in the editor and waits until it can be typed into. */
async function openDoc(page: Page, docId: string): Promise<void> {
  await page.goto(`/blogs/editor?copy_id=${docId}`);
  await expect(docText(page)).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
}

/** Types a paragraph at the end of the doc. */
async function addParagraph(page: Page, text: string): Promise<void> {
  await docText(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
  await expect(docText(page)).toContainText(text);
}

/** Opens the toolbar's Publish dialog once it has loaded the integrations and the doc's deliveries. */
async function openPublishDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = publishDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Deliveries of this doc' })).toBeVisible();
  return dialog;
}

/** Buys the team plan through the fake Checkout; the webhook assigns it, and the team comes with it. */
async function buyTeamPlan(page: Page): Promise<void> {
  await page.goto('/pricing');
  await page.getByRole('button', { name: `Buy ${TEAM_PLAN}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/c/pay/cs_test_`));
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: APP_URL, viewport: DESKTOP });
  return context.newPage();
}

/** The doc's publications (where it is published, with the remote id), read as the dialog reads them. */
async function publicationsOf(page: Page, docId: string): Promise<{ target: string; remote_id: string; remote_url: string | null }[]> {
  const response = await page.request.get(`/api/integrations/deliveries?blog_id=${docId}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { publications: { target: string; remote_id: string; remote_url: string | null }[] }).publications;
}

/** A plain fetch as the Ghost Admin API client's transport (the spec reads the peer directly). */
const fetchTransport: TApiTransport = async (request) => {
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body as string | undefined });
  return { status: response.status, headers: Object.fromEntries(response.headers), body: new Uint8Array(await response.arrayBuffer()) };
};

test('Medium: connect with a wrong then a right token, publish a doc from the editor, disconnect', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('int-medium'));
  const account = mediumAccount('writer');

  // The integrations page: Medium is offered, not connected.
  await page.goto('/integrations');
  const card = integrationCard(page, 'Medium');
  await expect(card.getByText('Not connected', { exact: true }).first()).toBeVisible();
  await shot(page, 'page-desktop', true);
  await page.setViewportSize(PHONE);
  await expect(card).toBeVisible();
  await shot(page, 'page-phone', true);
  await page.setViewportSize(DESKTOP);

  await card.getByRole('link', { name: 'Connect Medium' }).click();
  await expect(page).toHaveURL(/\/integrations\/medium$/);
  const form = page.getByRole('form', { name: 'Connect Medium' });
  await expect(form.getByText('Medium no longer issues new integration tokens.', { exact: false })).toBeVisible();

  // A token Medium does not know: the server's reason in the form, and the spec's message.
  await form.getByLabel('Integration token').fill('not-a-token-medium-knows');
  await form.getByRole('button', { name: 'Connect Medium' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Medium refused' })).toHaveText('Medium refused that token: Token was invalid.');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to connect Medium' })).toBeVisible();
  await shot(page, 'medium-refused');

  await form.getByLabel('Integration token').fill(account.token);
  await form.getByRole('button', { name: 'Connect Medium' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Medium connected successfully' })).toBeVisible();
  await expect(page.getByText(`Account: ${account.name} (@${account.username})`)).toBeVisible();
  // The stored token is not kept on screen; the form now reconnects.
  await expect(page.getByRole('form', { name: 'Reconnect Medium' }).getByLabel('Integration token')).toHaveValue('');
  await shot(page, 'medium-connected');

  // A doc written in the editor goes to Medium as a published story.
  const docId = await saveDoc(page, user, 'Tide pools at dawn', '<h2>Before you go</h2><p>Check the tide table the night before.</p>');
  await openDoc(page, docId);
  await addParagraph(page, 'Low tide uncovers anemones and sea stars.');
  const dialog = await openPublishDialog(page);
  await expect(dialog.getByLabel('Publish to')).toHaveValue('medium');
  await expect(dialog.getByLabel('Title')).toHaveValue('Tide pools at dawn');
  await expect(dialog.getByText('Not published anywhere yet.')).toBeVisible();
  // Medium cannot schedule: the server's abilities leave that status out.
  await expect(dialog.getByRole('radio', { name: 'Scheduled' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Published' }).check();
  await dialog.getByLabel('Tags').fill('tides');
  await dialog.getByLabel('Tags').press('Enter');
  await shot(page, 'dialog-desktop');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();

  const done = deliveries(page).getByRole('listitem', { name: 'New post on Medium: Done' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Successfully exported post to Medium' })).toBeVisible();
  expect(medium.stories.filter((story) => story.authorId.startsWith('medium-writer-') && story.title === 'Tide pools at dawn')).toHaveLength(1);
  const story = medium.stories.find((item) => item.title === 'Tide pools at dawn' && item.tags.includes('tides'))!;
  expect(story).toMatchObject({ contentFormat: 'html', publishStatus: 'public' });
  expect(story.content).toContain('Check the tide table the night before.');
  expect(story.content).toContain('Low tide uncovers anemones and sea stars.');
  await expect(done.getByRole('link', { name: story.url })).toHaveAttribute('href', story.url);
  await expect(done.getByRole('list', { name: 'Attempts' }).getByRole('listitem')).toHaveCount(1);
  // A success is several calls to the target: the attempt says it was accepted, not one status.
  await expect(done.getByRole('list', { name: 'Attempts' })).toContainText(' · accepted · ');
  await expect(done.getByRole('list', { name: 'Attempts' })).toContainText(`Published at ${story.url}`);
  await expect(done).toContainText(`Asked by ${user.name}`);
  // Medium cannot change a story through its API: the form says so and offers no second send.
  await expect(dialog.getByTestId('publication')).toContainText(`Already on Medium (public`);
  await expect(dialog.getByTestId('publication')).toContainText('Medium cannot change a story through its API; edit it there.');
  await expect(dialog.getByRole('button', { name: 'Update post' })).toBeDisabled();
  await done.scrollIntoViewIfNeeded();
  await shot(page, 'medium-published');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // On a phone (the editor lays itself out anew, so the dialog is opened again there): full screen.
  await page.setViewportSize(PHONE);
  await expect(docText(page)).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
  await openPublishDialog(page);
  await expect(deliveries(page).getByRole('listitem', { name: 'New post on Medium: Done' })).toBeVisible();
  await deliveries(page).scrollIntoViewIfNeeded();
  await shot(page, 'dialog-phone');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize(DESKTOP);

  // Who published what, then disconnect after the confirmation.
  await page.goto('/integrations');
  const log = page.getByTestId('integration-log');
  const logRow = (what: string) => log.getByRole('row').filter({ has: page.getByRole('cell', { name: what, exact: true }) });
  await expect(logRow('Published (open the doc)')).toContainText(story.url);
  await expect(logRow('Connected')).toContainText(`Connected to Medium (${account.username})`);
  // The refused token is there too, saying so.
  await expect(logRow('Could not connect')).toContainText('Medium refused that token: Token was invalid.');
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await shot(page, 'page-connected', true);
  await card.getByRole('button', { name: 'Disconnect Medium' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disconnect Medium?' });
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Medium disconnected successfully' })).toBeVisible();
  await expect(card.getByText('Not connected', { exact: true }).first()).toBeVisible();
  await expect(logRow('Disconnected')).toHaveCount(1);
});

test('a team member’s publish waits for the admin’s approval, and goes out once approved', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await signUpViaApi(page, newUser('int-team-admin'));
  await buyTeamPlan(page);
  const details = (await (await page.request.get(`/api/fetch/user/details?unique_id=${admin.uid}`)).json()) as { team_id: string | null };
  const teamId = details.team_id!;
  expect(teamId).toBeTruthy();

  // The admin connects Medium for the team, and switches on approval of the members' publishes.
  const account = mediumAccount('team');
  const connected = await page.request.post('/api/integrations/medium/connect', { data: { uid: admin.uid, token: account.token } });
  expect(connected.status(), await connected.text()).toBe(200);
  await page.goto('/integrations');
  const approvalSwitch = page.getByRole('switch', { name: 'Members’ posts wait for my approval' });
  await expect(approvalSwitch).not.toBeChecked();
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/integrations/approval');
  await approvalSwitch.click();
  expect((await saved).status()).toBe(200);
  await expect(approvalSwitch).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Members’ posts wait for my approval' })).toBeChecked();

  const memberInput = newUser('int-team-member');
  const invited = await page.request.post('/api/add/team/member', { data: { team_id: teamId, email: memberInput.email } });
  expect(invited.status(), await invited.text()).toBe(201);

  const other = await freshPage(browser);
  try {
    const member = await signUpViaApi(other, memberInput);
    const joined = await other.request.post('/api/join/team', { data: { team_id: teamId } });
    expect(joined.status(), await joined.text()).toBe(200);

    // The member sees the admin's Medium and that it waits for approval; managing it is the admin's.
    await other.goto('/integrations');
    const card = integrationCard(other, 'Medium');
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();
    await expect(card.getByText('Posts you publish here wait for your team admin’s approval.')).toBeVisible();
    await expect(card.getByText('Your team admin connects and disconnects this integration.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Disconnect Medium' })).toHaveCount(0);
    await shot(other, 'team-member-page', true);

    // A doc written in team mode is the team's; its publish asks for approval.
    await other.goto('/blogs/editor');
    await expect(other).toHaveURL(/copy_id=/);
    await expect(docText(other)).toHaveAttribute('contenteditable', 'true', EDITOR_OPENS);
    const docId = new URL(other.url()).searchParams.get('copy_id')!;
    await other.getByRole('textbox', { name: 'Title' }).fill('Harbour walk');
    await docText(other).click();
    await other.keyboard.type('The harbour walk takes forty minutes.');
    const dialog = await openPublishDialog(other);
    await expect(dialog.getByText('Your team admin approves it before it goes to Medium.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Published' }).check();
    await dialog.getByRole('button', { name: 'Ask for approval', exact: true }).click();
    await expect(other.getByRole('status').filter({ hasText: 'Sent to your team admin for approval' })).toBeVisible();
    const waiting = deliveries(other).getByRole('listitem', { name: 'New post on Medium: Waiting for approval' });
    await expect(waiting).toBeVisible();
    await expect(waiting).toContainText(`Asked by ${member.name}`);
    // The member may not decide it.
    await expect(waiting.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await waiting.scrollIntoViewIfNeeded();
    await shot(other, 'team-waiting');
    expect(medium.stories.filter((story) => story.title === 'Harbour walk')).toHaveLength(0);

    // The admin opens the doc and approves: the job runs and the story is on Medium.
    await openDoc(page, docId);
    await expect(docText(page)).toContainText('The harbour walk takes forty minutes.');
    const adminDialog = await openPublishDialog(page);
    const pending = deliveries(page).getByRole('listitem', { name: 'New post on Medium: Waiting for approval' });
    await expect(pending.getByRole('button', { name: 'Reject' })).toBeVisible();
    await pending.scrollIntoViewIfNeeded();
    await shot(page, 'team-approve');
    await pending.getByRole('button', { name: 'Approve' }).click();
    const done = deliveries(page).getByRole('listitem', { name: 'New post on Medium: Done' });
    await expect(done).toBeVisible({ timeout: 30_000 });
    await expect(done).toContainText(`approved by ${admin.name}`);
    const story = medium.stories.find((item) => item.title === 'Harbour walk')!;
    expect(story.content).toContain('The harbour walk takes forty minutes.');
    await expect(done.getByRole('link', { name: story.url })).toBeVisible();
    await expect(adminDialog.getByTestId('publication')).toContainText('Already on Medium');
    await expect(adminDialog.getByRole('button', { name: 'Update post' })).toBeDisabled();
    await done.scrollIntoViewIfNeeded();
    await shot(page, 'team-approved');

    // The member's open dialog learns it too (it polls while a delivery waits for approval).
    await expect(deliveries(other).getByRole('listitem', { name: 'New post on Medium: Done' })).toBeVisible({ timeout: 30_000 });
    await expect(other.getByRole('status').filter({ hasText: 'Successfully exported post to Medium' })).toBeVisible();
    await deliveries(other).scrollIntoViewIfNeeded();
    await shot(other, 'team-member-done');
  } finally {
    await other.context().close();
  }
});

test('Ghost (real): a wrong key is refused; publish as a draft, then update the post', async ({ page }) => {
  const ghost = await needPeer('ghost');
  const user = await signUpViaApi(page, newUser('int-ghost'));
  await page.goto('/integrations/ghost');
  const form = page.getByRole('form', { name: 'Connect Ghost' });
  await form.getByLabel('API URL').fill(ghost.url);
  await form.getByLabel('Admin API key').fill(`${'0'.repeat(24)}:${'1'.repeat(64)}`);
  await form.getByRole('button', { name: 'Connect Ghost' }).click();
  await expect(form.getByRole('alert').filter({ hasText: '[Ghost]' })).toHaveText('[Ghost]: Unknown Admin API Key');
  await expect(page.getByRole('alert').filter({ hasText: 'Error connecting with Ghost CMS' })).toBeVisible();
  await shot(page, 'ghost-refused');

  await form.getByLabel('Admin API key').fill(ghost.adminKey);
  await form.getByLabel('Content API key').fill(ghost.contentKey);
  await form.getByRole('button', { name: 'Connect Ghost' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully connected with Ghost CMS' })).toBeVisible();
  await expect(page.getByText(/^Site: /)).toBeVisible();
  await shot(page, 'ghost-connected');

  const stamp = Date.now();
  const title = `Night herons ${stamp}`;
  const docId = await saveDoc(page, user, title, '<p>Night herons hunt at dusk.</p>');
  await openDoc(page, docId);
  await addParagraph(page, 'They stand still for minutes at a time.');
  let dialog = await openPublishDialog(page);
  await dialog.getByLabel('Publish to').selectOption('ghost');
  await expect(dialog.getByRole('radio', { name: 'Draft' })).toBeChecked();
  await dialog.getByLabel('Slug').fill(`herons-after-dark-${stamp}`);
  await dialog.getByLabel('Excerpt').fill('Herons after dark.');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(deliveries(page).getByRole('listitem', { name: 'New post on Ghost: Done' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Successfully exported post' })).toBeVisible();
  await expect(dialog.getByTestId('publication')).toContainText('Already on Ghost (draft');
  await shot(page, 'ghost-draft');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const [publication] = (await publicationsOf(page, docId)).filter((item) => item.target === 'ghost');
  const api = ghostApi(ghost.url, ghost.adminKey, fetchTransport);
  const draft = await api.posts.read({ id: publication!.remote_id }, { formats: 'html' });
  expect(draft).toMatchObject({ title, slug: `herons-after-dark-${stamp}`, status: 'draft', custom_excerpt: 'Herons after dark.' });
  expect(String(draft.html)).toContain('They stand still for minutes at a time.');

  // A change of the doc and Publish again: the same post is updated.
  await addParagraph(page, 'Their call sounds like a bark.');
  dialog = await openPublishDialog(page);
  await dialog.getByLabel('Publish to').selectOption('ghost');
  await dialog.getByRole('button', { name: 'Update post', exact: true }).click();
  const update = deliveries(page).getByRole('listitem', { name: 'Update on Ghost: Done' });
  await expect(update).toBeVisible({ timeout: 60_000 });
  await expect(deliveries(page).getByTestId('delivery')).toHaveCount(2);
  await update.scrollIntoViewIfNeeded();
  await shot(page, 'ghost-updated');
  const after = await api.posts.read({ id: publication!.remote_id }, { formats: 'html' });
  expect(String(after.html)).toContain('Their call sounds like a bark.');
  expect(after.status).toBe('draft');
  // An update with no slug given keeps the post's address.
  expect(after.slug).toBe(`herons-after-dark-${stamp}`);
  expect(await publicationsOf(page, docId)).toHaveLength(1);
});

test('WordPress (real): connect with an application password, publish with tags, the post is on the site', async ({ page }) => {
  const wp = await needPeer('wordpress');
  const user = await signUpViaApi(page, newUser('int-wordpress'));
  await page.goto('/integrations/wordpress');
  const form = page.getByRole('form', { name: 'Connect WordPress' });
  await form.getByLabel('Site URL').fill(wp.url);
  await form.getByLabel('User name').fill(wp.user);
  await form.getByLabel('Application password').fill(wp.appPassword);
  await form.getByRole('button', { name: 'Connect WordPress' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'WordPress connected successfully' })).toBeVisible();
  await expect(page.getByText(`Account: ${wp.user}`)).toBeVisible();
  await shot(page, 'wordpress-connected');

  const stamp = Date.now();
  const title = `Rain gardens ${stamp}`;
  const docId = await saveDoc(page, user, title, '<h2>Where</h2><p>A rain garden sits where water collects.</p>');
  await openDoc(page, docId);
  await addParagraph(page, 'Plant sedges and rushes in the wettest part.');
  const dialog = await openPublishDialog(page);
  await dialog.getByLabel('Publish to').selectOption('wordpress');
  await dialog.getByRole('radio', { name: 'Published' }).check();
  await dialog.getByLabel('Slug').fill(`rain-gardens-${stamp}`);
  for (const tag of ['garden', 'water']) {
    await dialog.getByLabel('Tags').fill(tag);
    await dialog.getByLabel('Tags').press('Enter');
  }
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  const done = deliveries(page).getByRole('listitem', { name: 'New post on WordPress: Done' });
  await expect(done).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Successfully published to WordPress' })).toBeVisible();
  const link = done.getByRole('link');
  await expect(link).toHaveAttribute('href', /^http/);
  const href = (await link.getAttribute('href'))!;
  await done.scrollIntoViewIfNeeded();
  await shot(page, 'wordpress-published');

  // The post, read with the site's REST API.
  const [publication] = (await publicationsOf(page, docId)).filter((item) => item.target === 'wordpress');
  const auth = `Basic ${Buffer.from(`${wp.user}:${wp.appPassword}`).toString('base64')}`;
  const response = await fetch(`${wp.url}/?rest_route=/wp/v2/posts/${publication!.remote_id}&context=edit&_embed=wp:term`, { headers: { authorization: auth } });
  expect(response.status).toBe(200);
  const post = (await response.json()) as { slug: string; status: string; link: string; title: { raw: string }; content: { raw: string }; _embedded?: { 'wp:term'?: { name: string; taxonomy: string }[][] } };
  expect(post).toMatchObject({ slug: `rain-gardens-${stamp}`, status: 'publish', link: href });
  expect(post.title.raw).toBe(title);
  expect(post.content.raw).toContain('Plant sedges and rushes in the wettest part.');
  const tags = (post._embedded?.['wp:term'] ?? []).flat().filter((term) => term.taxonomy === 'post_tag').map((term) => term.name);
  expect(tags.sort()).toEqual(['garden', 'water']);
});

