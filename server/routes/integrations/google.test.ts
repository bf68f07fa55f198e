import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TDelivery, TIntegrationDetails } from '@core/api/integrations';
import type { TSearchConsoleReport } from '@core/api/searchConsole';
import type { TWorkflow } from '@core/api/workflows';
import { PLANS } from '@core/plans/planTable';
import { reportRanges } from '@core/searchConsole/searchConsoleReport';
import { DOCX_MIME, GOOGLE_DOC_MIME } from '../../../integrations/google/googleFileTargets';
import { assignPlan } from '../../commands/planAssigner';
import type { TApp, TContext } from '../../context';
import { assetChunks, assets, integrations, oauthStates } from '../../db/schema';
import { buildUser, type TTestUser } from '../../test/factories';
import { startFakeGoogle, type TFakeGoogle } from '../../test/fakeProviders/google';
import { buildTestApp, TEST_ORIGIN } from '../../test/testApp';
import { callAs, details, newDoc, settledDelivery } from './integrationTestHelpers';

// Google Docs, Google Drive and Search Console end to end through the HTTP layer, the publish job and
// the real clients (@googleapis/drive and /searchconsole over our transport), against a local server
// speaking Google's OAuth (PKCE checked), Drive uploads and Search Analytics.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let google: TFakeGoogle;

type TGoogleTarget = 'googledocs' | 'googledrive' | 'googlesearchconsole';

async function writer(name: string): Promise<TTestUser> {
  const user = await buildUser(app, { name });
  await assignPlan(ctx.db, user.unique_id, PLANS.premium_tier_2_monthly_june_2024!);
  return user;
}

/** GET authorize, then Google's consent page as the browser follows it: the code and state it sent back. */
async function signIn(user: TTestUser, target: TGoogleTarget) {
  const authorize = await callAs(app, user, 'GET', `/api/integrations/${target}/authorize?uid=${user.unique_id}`);
  expect(authorize.statusCode, authorize.body).toBe(200);
  const url = new URL(authorize.json<{ url: string }>().url);
  const page = await fetch(url, { redirect: 'manual' });
  expect(page.status, await page.clone().text()).toBe(302);
  const back = new URL(page.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${TEST_ORIGIN}/integrations/${target}`);
  return { url, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

const saveToken = (user: TTestUser, target: TGoogleTarget, code: string, state: string) =>
  callAs(app, user, 'POST', `/api/integrations/${target}/save-token`, { uid: user.unique_id, code, state });

async function connect(user: TTestUser, target: TGoogleTarget): Promise<TIntegrationDetails> {
  const { code, state } = await signIn(user, target);
  const saved = await saveToken(user, target, code, state);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
}

const rowOf = async (user: TTestUser, target: TGoogleTarget) =>
  (await ctx.db.select().from(integrations).where(and(eq(integrations.ownerId, user.unique_id), eq(integrations.target, target))))[0] ?? null;

async function publishSettled(user: TTestUser, target: 'googledocs' | 'googledrive', blogId: string, title: string) {
  const response = await callAs(app, user, 'POST', `/api/integrations/${target}/publish`, { uid: user.unique_id, blog_id: blogId, title });
  expect(response.statusCode, response.body).toBe(202);
  return settledDelivery(app, user, blogId, response.json<{ delivery: TDelivery }>().delivery.id);
}

async function saveDoc(user: TTestUser, blogId: string, html: string) {
  const saved = await callAs(app, user, 'POST', '/api/save/user/copy', { save_id: blogId, project_id: user.projects[0]!._id, copy_to_save: html });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The fake's requests since `from`, as "METHOD /path". */
const callsSince = (from: number) => google.requests.slice(from).map((request) => `${request.method} ${request.path}`);

beforeAll(async () => {
  google = await startFakeGoogle();
  ({ app, ctx, close } = await buildTestApp({
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_AUTHORIZE_URL: google.authorizeUrl,
    GOOGLE_TOKEN_URL: google.tokenUrl,
    GOOGLE_API_URL: google.url,
    PUBLISH_RETRIES: '2',
    PUBLISH_RETRY_DELAY_SECONDS: '0',
    FETCH_TIMEOUT_SECONDS: '2',
    FETCH_ALLOW_PRIVATE: 'true',
    CRAWL_HOST_INTERVAL_MS: '0',
  }));
}, 60_000);
afterAll(async () => {
  await close?.();
  await google?.close();
});
afterEach(() => {
  google.accessTokenSeconds = 3_600;
});

describe('signing in with Google', () => {
  it('sends the person to Google with an S256 PKCE challenge, offline access and only the scopes the integration uses', async () => {
    const user = await writer('Pat');
    const authorize = await callAs(app, user, 'GET', `/api/integrations/googledocs/authorize?uid=${user.unique_id}`);
    expect(authorize.statusCode, authorize.body).toBe(200);
    const url = new URL(authorize.json<{ url: string }>().url);
    expect(`${url.origin}${url.pathname}`).toBe(google.authorizeUrl);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: google.clientId,
      redirect_uri: `${TEST_ORIGIN}/integrations/googledocs`,
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(params.scope!.split(' ').sort()).toEqual(['https://www.googleapis.com/auth/drive.file', 'https://www.googleapis.com/auth/userinfo.email']);
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The verifier stays on the server, and its S256 is the challenge sent.
    const [pending] = await ctx.db.select().from(oauthStates).where(eq(oauthStates.state, params.state!));
    expect(crypto.createHash('sha256').update(pending!.codeVerifier!).digest('base64url')).toBe(params.code_challenge);
    expect(url.toString()).not.toContain(pending!.codeVerifier!);

    const searchConsole = new URL((await callAs(app, user, 'GET', `/api/integrations/googlesearchconsole/authorize?uid=${user.unique_id}`)).json<{ url: string }>().url);
    expect(searchConsole.searchParams.get('scope')!.split(' ').sort()).toEqual(['https://www.googleapis.com/auth/userinfo.email', 'https://www.googleapis.com/auth/webmasters.readonly']);
  });

  it('connects with the code and the verifier Google checks, and keeps the tokens sealed', async () => {
    const user = await writer('Connie');
    expect((await details(app, user)).Googledocs).toBeNull();
    const grantsBefore = google.grants.length;
    const connected = await connect(user, 'googledocs');
    expect(connected.Googledocs).toMatchObject({ email: google.account.email, error: null });
    expect(connected.abilities.googledocs).toMatchObject({ configured: true, publish: true });
    expect(google.grants.slice(grantsBefore)).toEqual([{ grant: 'authorization_code', ok: true }]);
    const row = await rowOf(user, 'googledocs');
    expect(row!.siteKey).toBe(`google:${google.account.email}`);
    expect(row!.secret.startsWith('v1:')).toBe(true);
    expect(row!.secret).not.toContain('ya29.');
    expect(JSON.stringify(connected)).not.toContain('ya29.');
  });

  it('refuses a wrong, another integration’s or a replayed state (400), and stores nothing', async () => {
    const user = await writer('Stan');
    const docs = await signIn(user, 'googledocs');
    const drive = await signIn(user, 'googledrive');
    const made = await saveToken(user, 'googledocs', docs.code, 'not-a-state-we-made');
    expect(made.statusCode).toBe(400);
    expect(made.json().message).toContain('expired or was already used');
    // The Drive sign-in's state cannot finish the Docs one.
    expect((await saveToken(user, 'googledocs', drive.code, drive.state)).statusCode).toBe(400);
    expect(await rowOf(user, 'googledocs')).toBeNull();

    expect((await saveToken(user, 'googledocs', docs.code, docs.state)).statusCode).toBe(200);
    const replay = await saveToken(user, 'googledocs', docs.code, docs.state);
    expect(replay.statusCode).toBe(400);
  });

  it('a code finished with another sign-in’s verifier is refused by Google (PKCE) and nothing is stored', async () => {
    const user = await writer('Vera');
    const first = await signIn(user, 'googledrive');
    const second = await signIn(user, 'googledrive');
    // The second sign-in's state carries its own verifier, which does not match the first code's challenge.
    const crossed = await saveToken(user, 'googledrive', first.code, second.state);
    expect(crossed.statusCode, crossed.body).toBe(422);
    expect(crossed.json().message).toBe('Google refused the sign-in: Invalid code verifier.');
    expect(google.grants.at(-1)).toEqual({ grant: 'authorization_code', ok: false, error: 'invalid_grant' });
    expect(await rowOf(user, 'googledrive')).toBeNull();
  });

  it('another person cannot start or finish a sign-in for someone’s account', async () => {
    const owner = await writer('Olga');
    const stranger = await writer('Sid');
    expect((await callAs(app, stranger, 'GET', `/api/integrations/googledocs/authorize?uid=${owner.unique_id}`)).statusCode).toBe(403);
    const { code, state } = await signIn(owner, 'googledocs');
    expect((await callAs(app, stranger, 'POST', '/api/integrations/googledocs/save-token', { uid: owner.unique_id, code, state })).statusCode).toBe(403);
  });
});

describe('Google Docs', () => {
  it('exports a doc as a Google Doc converted from its HTML, and an update replaces the same file', async () => {
    const user = await writer('Dora');
    await connect(user, 'googledocs');
    const doc = await newDoc(app, user, 'Home compost', '<h2>Start</h2><p>Compost is ready in 2 to 6 months.</p>');
    const from = google.requests.length;
    const { delivery } = await publishSettled(user, 'googledocs', doc, 'Home compost');
    expect(delivery.state, delivery.error ?? '').toBe('done');
    expect(delivery.action).toBe('publish');
    const upload = google.requests.slice(from).find((request) => request.path === '/upload/drive/v3/files')!;
    expect(upload.method).toBe('POST');
    expect(upload.query).toMatchObject({ uploadType: 'multipart', fields: 'id,name,mimeType,webViewLink,createdTime' });
    expect(upload.contentType).toMatch(/^multipart\/related; boundary=/);
    expect(upload.body).toContain(`{"name":"Home compost","mimeType":"${GOOGLE_DOC_MIME}"}`);
    expect(upload.body).toMatch(/content-type: text\/html/i);

    const files = [...google.files.values()].filter((file) => file.owner === google.account.email && file.name === 'Home compost');
    expect(files).toHaveLength(1);
    const file = files[0]!;
    expect(file).toMatchObject({ mimeType: GOOGLE_DOC_MIME, uploadedMimeType: 'text/html', version: 1 });
    const html = file.content.toString('utf8');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<h1>Home compost</h1><h2>Start</h2><p>Compost is ready in 2 to 6 months.</p>');
    expect(delivery.remote_url).toBe(`https://docs.google.com/document/d/${file.id}/edit?usp=drivesdk`);

    await saveDoc(user, doc, '<h2>Start</h2><p>Compost is ready in 3 months when turned weekly.</p>');
    const updateFrom = google.requests.length;
    const { delivery: update, log } = await publishSettled(user, 'googledocs', doc, 'Home compost, faster');
    expect(update.state, update.error ?? '').toBe('done');
    expect(update.action).toBe('update');
    expect(callsSince(updateFrom)).toContain(`PATCH /upload/drive/v3/files/${file.id}`);
    expect(file.version).toBe(2);
    expect(file.name).toBe('Home compost, faster');
    expect(file.content.toString('utf8')).toContain('ready in 3 months when turned weekly');
    expect([...google.files.values()].filter((item) => item.id === file.id || item.name.startsWith('Home compost'))).toHaveLength(1);
    expect(log.publications).toEqual([expect.objectContaining({ target: 'googledocs', remote_id: file.id })]);
  });

  it('refreshes an access token about to expire before the call, with the stored refresh token', async () => {
    const user = await writer('Rita');
    google.accessTokenSeconds = 60; // within the two minutes before expiry in which the app refreshes
    await connect(user, 'googledocs');
    google.accessTokenSeconds = 3_600;
    const first = (await ctx.db.select().from(integrations).where(eq(integrations.id, (await rowOf(user, 'googledocs'))!.id)))[0]!.secret;
    // The first access token no longer works at Google: only a refreshed one does.
    google.expireAccessTokens();
    const grantsBefore = google.grants.length;
    const doc = await newDoc(app, user, 'Fresh token', '<p>Words.</p>');
    const { delivery } = await publishSettled(user, 'googledocs', doc, 'Fresh token');
    expect(delivery.state, delivery.error ?? '').toBe('done');
    expect(google.grants.slice(grantsBefore)).toEqual([{ grant: 'refresh_token', ok: true }]);
    // The new tokens are stored (sealed) for the next call.
    expect((await rowOf(user, 'googledocs'))!.secret).not.toBe(first);
  });

  it('a sign-in Google revoked fails the delivery and marks Google Docs to reconnect', async () => {
    const user = await writer('Revo');
    google.accessTokenSeconds = 60;
    await connect(user, 'googledocs');
    google.revokeRefreshTokens();
    const doc = await newDoc(app, user, 'Revoked', '<p>Words.</p>');
    const { delivery } = await publishSettled(user, 'googledocs', doc, 'Revoked');
    expect(delivery.state).toBe('failed');
    expect(delivery.error).toContain('Token has been expired or revoked.');
    const after = await details(app, user);
    expect(after.Googledocs?.error).toContain('Token has been expired or revoked.');
    expect(after.abilities.googledocs.publish).toBe(false);
  });

  it('retries a 500 from Drive, then exports once', async () => {
    const user = await writer('Ray');
    await connect(user, 'googledocs');
    google.failNext(500, 1, '/upload/drive/');
    const doc = await newDoc(app, user, 'Second try', '<p>Words.</p>');
    const { delivery } = await publishSettled(user, 'googledocs', doc, 'Second try');
    expect(delivery.state, delivery.error ?? '').toBe('done');
    expect(delivery.attempts.map((attempt) => [attempt.outcome, attempt.http_status])).toEqual([
      ['retry', 500],
      ['ok', null],
    ]);
    expect([...google.files.values()].filter((file) => file.name === 'Second try')).toHaveLength(1);
  });
});

describe('Google Drive', () => {
  it('saves the doc as a Word file in Drive, and an update replaces its content', async () => {
    const user = await writer('Drew');
    const connected = await connect(user, 'googledrive');
    expect(connected.Googledrive).toMatchObject({ email: google.account.email, error: null });
    const doc = await newDoc(app, user, 'Garden plan', '<h2>Beds</h2><p>Four raised beds of 1.2 metres.</p>');
    const { delivery } = await publishSettled(user, 'googledrive', doc, 'Garden plan');
    expect(delivery.state, delivery.error ?? '').toBe('done');
    const file = [...google.files.values()].find((item) => item.name === 'Garden plan.docx')!;
    expect(file).toMatchObject({ mimeType: DOCX_MIME, uploadedMimeType: DOCX_MIME, version: 1 });
    expect(file.content.subarray(0, 2).toString('latin1')).toBe('PK');
    const text = (await mammoth.extractRawText({ buffer: file.content })).value;
    expect(text).toContain('Garden plan');
    expect(text).toContain('Four raised beds of 1.2 metres.');
    expect(delivery.remote_url).toBe(`https://drive.google.com/file/d/${file.id}/view?usp=drivesdk`);

    await saveDoc(user, doc, '<h2>Beds</h2><p>Six raised beds now.</p>');
    const { delivery: update } = await publishSettled(user, 'googledrive', doc, 'Garden plan');
    expect(update.state, update.error ?? '').toBe('done');
    expect(update.action).toBe('update');
    expect(file.version).toBe(2);
    expect((await mammoth.extractRawText({ buffer: file.content })).value).toContain('Six raised beds now.');
    expect([...google.files.values()].filter((item) => item.name === 'Garden plan.docx')).toHaveLength(1);
  });
});

describe('Search Console', () => {
  const report = (user: TTestUser, siteUrl: string, days: number, uid = user.unique_id) =>
    callAs(app, user, 'GET', `/api/integrations/search-console/report?${new URLSearchParams({ uid, site_url: siteUrl, days: String(days) })}`);

  it('connects and lists the properties the account can read', async () => {
    const user = await writer('Sue');
    const connected = await connect(user, 'googlesearchconsole');
    expect(connected.Googlesearchconsole).toMatchObject({
      email: google.account.email,
      sites: [
        { site_url: google.siteUrl, permission: 'siteOwner' },
        { site_url: 'sc-domain:quiet.example', permission: 'siteFullUser' },
      ],
    });
    const sites = await callAs(app, user, 'GET', `/api/integrations/search-console/sites?uid=${user.unique_id}`);
    expect(sites.statusCode, sites.body).toBe(200);
    expect(sites.json().sites.map((site: { site_url: string }) => site.site_url)).toEqual([google.siteUrl, 'sc-domain:quiet.example']);
  });

  it('reports clicks, impressions, CTR and position by day, the top queries and pages, and the falling pages — Google’s numbers', async () => {
    const user = await writer('Rex');
    await connect(user, 'googlesearchconsole');
    const response = await report(user, google.siteUrl, 28);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TSearchConsoleReport>();
    const { range, previous_range } = reportRanges(28, new Date());
    expect(body).toMatchObject({ site_url: google.siteUrl, days: 28, range, previous_range, falling_rule: { min_clicks_before: 28, min_drop: 0.2 } });
    expect(Date.parse(body.fetched_at)).toBeGreaterThan(Date.now() - 60_000);

    const daily = google.searchRows({ startDate: range.start, endDate: range.end, dimensions: ['date'] });
    expect(body.series).toHaveLength(28);
    expect(body.series).toEqual(daily.map((row) => ({ date: row.keys[0], clicks: row.clicks, impressions: row.impressions, ctr: row.ctr, position: row.position })));
    expect(body.series[0]!.date).toBe(range.start);
    expect(body.series.at(-1)!.date).toBe(range.end);

    const queries = google.searchRows({ startDate: range.start, endDate: range.end, dimensions: ['query'], rowLimit: 50 });
    expect(body.queries.map((row) => [row.query, row.clicks, row.impressions])).toEqual(queries.map((row) => [row.keys[0], row.clicks, row.impressions]));
    expect(body.queries[0]!.query).toBe('cold brew coffee');
    const clicks = body.queries.map((row) => row.clicks);
    expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
    expect(body.pages.map((row) => row.page)).toContain(`${google.siteUrl}espresso-basics`);

    const now = google.searchRows({ startDate: range.start, endDate: range.end, dimensions: ['page'] });
    const before = google.searchRows({ startDate: previous_range.start, endDate: previous_range.end, dimensions: ['page'] });
    const clicksOf = (rows: typeof now, page: string) => rows.find((row) => row.keys[0] === `${google.siteUrl}${page}`)?.clicks ?? 0;
    expect(body.falling).toEqual([
      {
        page: `${google.siteUrl}espresso-basics`,
        clicks_now: clicksOf(now, 'espresso-basics'),
        clicks_before: clicksOf(before, 'espresso-basics'),
        change: (clicksOf(now, 'espresso-basics') - clicksOf(before, 'espresso-basics')) / clicksOf(before, 'espresso-basics'),
      },
    ]);
    // The grinder review fell too, but from too few clicks to matter.
    expect(clicksOf(before, 'grinder-review')).toBeGreaterThan(clicksOf(now, 'grinder-review'));
    expect(clicksOf(before, 'grinder-review')).toBeLessThan(28);

    const week = (await report(user, google.siteUrl, 7)).json<TSearchConsoleReport>();
    expect(week.series).toHaveLength(7);
    expect(week.falling.map((row) => row.page)).toEqual([`${google.siteUrl}espresso-basics`]);
    expect((await report(user, google.siteUrl, 5)).statusCode).toBe(400);
  });

  it('a property without data answers empty lists; one the account lacks is refused', async () => {
    const user = await writer('Quinn');
    await connect(user, 'googlesearchconsole');
    const quiet = await report(user, 'sc-domain:quiet.example', 7);
    expect(quiet.statusCode, quiet.body).toBe(200);
    expect(quiet.json()).toMatchObject({ series: [], queries: [], pages: [], falling: [] });
    const other = await report(user, 'https://not-mine.example/', 7);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain('is not one of the properties');
  });

  it('refreshes an article: a workflow with the page’s current text selected and its queries as keywords', async () => {
    const user = await writer('Ada');
    await connect(user, 'googlesearchconsole');
    const page = `${google.siteUrl}espresso-basics`;
    const projectId = user.projects[0]!._id;
    const response = await callAs(app, user, 'POST', '/api/integrations/search-console/refresh', { uid: user.unique_id, site_url: google.siteUrl, page, project_id: projectId });
    expect(response.statusCode, response.body).toBe(201);
    const { workflow_id } = response.json<{ workflow_id: string }>();

    const fetched = await callAs(app, user, 'GET', `/api/workflows/${workflow_id}?unique_id=${user.unique_id}`);
    expect(fetched.statusCode, fetched.body).toBe(200);
    const workflow = fetched.json<{ workflow: TWorkflow }>().workflow;
    expect(workflow.project_id).toBe(projectId);
    expect(workflow.step).toBe('files');
    expect(workflow.research.topic).toBe('espresso basics');
    expect(workflow.research.related_keywords).toEqual(['espresso basics', 'how to make espresso', 'espresso at home']);
    expect(workflow.research.selected_context).toEqual(['espresso basics', 'how to make espresso', 'espresso at home']);
    expect(workflow.research.research_context).toContain('- how to make espresso');
    expect(workflow.files.asset_ids).toHaveLength(1);

    const [asset] = await ctx.db.select().from(assets).where(eq(assets.id, workflow.files.asset_ids[0]!));
    expect(asset).toMatchObject({ kind: 'url', url: page, title: 'Espresso basics for beginners', status: 'ready', projectId });
    const chunks = await ctx.db.select().from(assetChunks).where(eq(assetChunks.assetId, asset!.id));
    expect(chunks.map((chunk) => chunk.text).join(' ')).toContain('about 9 bars of pressure');
    // The page's queries were asked with a filter on the page.
    const asked = google.requests.filter((request) => request.path.endsWith('/searchAnalytics/query') && request.body.includes('"dimension":"page"'));
    expect(JSON.parse(asked.at(-1)!.body)).toMatchObject({ dimensions: ['query'], dimensionFilterGroups: [{ filters: [{ dimension: 'page', operator: 'equals', expression: page }] }] });

    const elsewhere = await callAs(app, user, 'POST', '/api/integrations/search-console/refresh', { uid: user.unique_id, site_url: google.siteUrl, page: 'https://elsewhere.example/post', project_id: projectId });
    expect(elsewhere.statusCode).toBe(400);
    const missing = await callAs(app, user, 'POST', '/api/integrations/search-console/refresh', { uid: user.unique_id, site_url: google.siteUrl, page: `${google.siteUrl}gone`, project_id: projectId });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toContain('could not be read');
  });

  it('another person’s Search Console is refused (403)', async () => {
    const owner = await writer('Owen');
    const stranger = await writer('Stella');
    await connect(owner, 'googlesearchconsole');
    expect((await report(stranger, google.siteUrl, 28, owner.unique_id)).statusCode).toBe(403);
    expect((await callAs(app, stranger, 'GET', `/api/integrations/search-console/sites?uid=${owner.unique_id}`)).statusCode).toBe(403);
    const refresh = await callAs(app, stranger, 'POST', '/api/integrations/search-console/refresh', {
      uid: owner.unique_id,
      site_url: google.siteUrl,
      page: `${google.siteUrl}espresso-basics`,
      project_id: stranger.projects[0]!._id,
    });
    expect(refresh.statusCode).toBe(403);
    // Not connected: 409 naming where to connect.
    const unconnected = await report(stranger, google.siteUrl, 28);
    expect(unconnected.statusCode).toBe(409);
    expect(unconnected.json().message).toBe('Connect Google Search Console first (Integrations).');
  });

  it('a sign-in Google refuses answers 409 saying to reconnect; a 429 answers 502', async () => {
    const user = await writer('Ron');
    google.accessTokenSeconds = 60;
    await connect(user, 'googlesearchconsole');
    google.failNext(429, 1, '/webmasters/');
    const busy = await report(user, google.siteUrl, 7);
    expect(busy.statusCode, busy.body).toBe(502);
    google.revokeRefreshTokens();
    const refused = await report(user, google.siteUrl, 7);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Reconnect Google Search Console/);
    expect((await details(app, user)).Googlesearchconsole?.error).toContain('Token has been expired or revoked.');
    // Still refused, without asking Google again.
    expect((await report(user, google.siteUrl, 7)).statusCode).toBe(409);
  });
});
