import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAutoblogRunNotice, type TAutoblogRun, type TAutoblogRunNotice } from '@core/api/autoblog';
import { PLANS } from '@core/plans/planTable';
import { assignPlan } from '../../commands/planAssigner';
import type { TApp, TContext } from '../../context';
import { AUTOBLOG_NOTICE_RETRY } from '../../queues/autoblogNoticeJobs';
import { startLocalSite, type TLocalSite } from '../../retrieval/testing/localSite';
import { buildUser, type TTestUser } from '../../test/factories';
import { startFakeOpenAI, type TFakeProvider } from '../../test/fakeProviders/openaiCompatible';
import { startFakeSmtp, type TFakeSmtp } from '../../test/fakeProviders/smtp';
import { buildTestApp } from '../../test/testApp';
import { setAutoblogRuns, setCreditsLeft, startRun, waitForRun } from './autoblogTestHelpers';

// A settled run tells its owner: its summary POSTed to their webhook (a local receiver) and an email
// (a local SMTP server), once; a webhook that keeps failing is retried, then named on the run.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let fake: TFakeProvider;
let smtp: TFakeSmtp;
let receiver: TLocalSite;
const received: TAutoblogRunNotice[] = [];

function collect(request: http.IncomingMessage, response: http.ServerResponse) {
  let body = '';
  request.on('data', (part: Buffer) => (body += part.toString()));
  request.on('end', () => {
    received.push(ZAutoblogRunNotice.parse(JSON.parse(body)));
    response.writeHead(204).end();
  });
}

beforeAll(async () => {
  AUTOBLOG_NOTICE_RETRY.limit = 1;
  AUTOBLOG_NOTICE_RETRY.delaySeconds = 1;
  fake = await startFakeOpenAI();
  smtp = await startFakeSmtp();
  receiver = await startLocalSite({ '/hook': collect, '/down': { status: 503, body: 'down' } });
  ({ app, ctx, close } = await buildTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, OPENAI_COMPATIBLE_MODEL: 'fake-model', AI_RETRIES: '0', SMTP_URL: smtp.url, FETCH_ALLOW_PRIVATE: 'true' }));
});
afterAll(async () => {
  await close();
  await Promise.all([fake.close(), smtp.close(), receiver.close()]);
});

async function writer(name: string): Promise<TTestUser> {
  const user = await buildUser(app, { name });
  await assignPlan(ctx.db, user.unique_id, PLANS.premium_tier_1_monthly_june_2024!);
  await setAutoblogRuns(ctx, user, 10);
  await setCreditsLeft(ctx, user, 500);
  return user;
}

async function settledRun(user: TTestUser, payload: Record<string, unknown>, told: (run: TAutoblogRun) => boolean): Promise<TAutoblogRun> {
  const response = await startRun(app, user, { settings: { mode: 'instruct', length: 300 }, ...payload });
  expect(response.statusCode, response.body).toBe(202);
  const id = response.json<{ run: TAutoblogRun }>().run.id;
  await waitForRun(app, user, id);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const run = (await app.inject({ method: 'GET', url: `/api/autoblog/runs/${id}?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } })).json<{ run: TAutoblogRun }>().run;
    if (told(run)) return run;
    if (Date.now() > deadline) throw new Error(`not told: ${JSON.stringify(run.notify)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a settled run tells its owner', () => {
  it('POSTs its summary to the webhook and emails the owner, once, with links to the docs', async () => {
    const user = await writer('Nina Notified');
    const run = await settledRun(user, { keywords: [{ keyword: 'hedge trimming' }, { keyword: 'lawn edging' }], notify_email: true, webhook_url: `${receiver.origin}/hook` }, (current) => Boolean(current.notify.sent_at));
    expect(run.notify).toMatchObject({ email: true, webhook_url: `${receiver.origin}/hook`, error: null });
    const mine = received.filter((notice) => notice.run_id === run.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ event: 'autoblog.run.settled', event_id: `autoblog-run-${run.id}`, status: 'done', counts: { total: 2, done: 2 } });
    expect(mine[0]!.articles.every((article) => article.doc_url?.includes('/m/blogs/editor?copy_id='))).toBe(true);
    const mail = await smtp.waitForMail(user.email, /Your AutoBlog run is finished: 2 of 2 articles written/);
    expect(mail.text).toContain(`/templates/workflow/runs/${run.id}`);
    expect(mail.text).toContain('hedge trimming');
    // Nothing more is sent later (the notice is once per run).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(received.filter((notice) => notice.run_id === run.id)).toHaveLength(1);
  });

  it('retries a webhook that fails, then says why on the run; the email still goes', async () => {
    const user = await writer('Dario Down');
    const run = await settledRun(user, { keyword: 'pond pumps', notify_email: true, webhook_url: `${receiver.origin}/down` }, (current) => Boolean(current.notify.sent_at));
    expect(run.notify.error).toBe('The webhook was not delivered: The site answered with status 503.');
    expect(receiver.hits.get('/down')).toBe(2);
    await smtp.waitForMail(user.email, /Your AutoBlog run is finished: 1 of 1 article written/);
  });

  it('refuses a webhook that is not a web address, and tells nobody when nobody asked', async () => {
    const user = await writer('Quinn Quiet');
    const bad = await startRun(app, user, { keyword: 'x', webhook_url: 'ftp://example.com/hook' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The webhook must be a full web address (https://…).');
    const run = await settledRun(user, { keyword: 'quiet gardens' }, () => true);
    expect(run.notify).toEqual({ email: false, webhook_url: null, sent_at: null, error: null });
  });
});
