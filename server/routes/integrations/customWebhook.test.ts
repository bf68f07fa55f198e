import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDelivery, TIntegrationDetails } from '@core/api/integrations';
import { PLANS } from '@core/plans/planTable';
import { signatureOf, SIGNATURE_HEADER, type TWebhookBody } from '../../../integrations/custom/webhookTarget';
import { assignPlan } from '../../commands/planAssigner';
import type { TApp, TContext } from '../../context';
import { startLocalSite, type TLocalSite } from '../../retrieval/testing/localSite';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';
import { callAs, details, newDoc, settledDelivery } from './integrationTestHelpers';

// The custom webhook (spec §3 webhook_url, §7 integration_details) against a real HTTP receiver:
// a signed ping on connect, signed deliveries with an Idempotency-Key that survives retries.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let receiver: TLocalSite;
type TReceived = { body: TWebhookBody; signature: string | undefined; idempotencyKey: string | undefined; raw: string };
const received: TReceived[] = [];
/** What the receiver answers next (status codes), then 200 with an id and a url. */
const script: number[] = [];

function receive(request: http.IncomingMessage, response: http.ServerResponse) {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    const body = JSON.parse(raw) as TWebhookBody;
    received.push({ body, raw, signature: request.headers[SIGNATURE_HEADER] as string | undefined, idempotencyKey: request.headers['idempotency-key'] as string | undefined });
    const status = script.shift() ?? 200;
    if (status !== 200) return void response.writeHead(status).end('nope');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `post-${received.length}`, url: `https://example.com/posts/${received.length}` }));
  });
}

async function owner(name: string): Promise<TTestUser> {
  const user = await buildUser(app, { name });
  await assignPlan(ctx.db, user.unique_id, PLANS.team_monthly_april_2024 ?? PLANS.premium_tier_1_monthly_june_2024!);
  return user;
}

beforeAll(async () => {
  receiver = await startLocalSite({ '/hook': receive, '/refuses': (_request, response) => void response.writeHead(404).end() });
  ({ app, ctx, close } = await buildTestApp({ FETCH_ALLOW_PRIVATE: 'true', PUBLISH_RETRY_DELAY_SECONDS: '0' }));
}, 60_000);
afterAll(async () => {
  await close?.();
  await receiver?.close();
});

describe('custom webhook', () => {
  it('connects with a signed test call, shows the signing secret to its owner, and answers webhook_url (spec §7)', async () => {
    const user = await owner('Hook Owner');
    if (!(await details(app, user)).abilities.custom.available) throw new Error('the plan used here must include the custom webhook');
    const refused = await callAs(app, user, 'POST', '/api/integrations/custom/connect', { uid: user.unique_id, webhook_url: `${receiver.origin}/refuses` });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The webhook did not accept a test call: The webhook answered with status 404.');

    const response = await callAs(app, user, 'POST', '/api/integrations/custom/connect', { uid: user.unique_id, webhook_url: `${receiver.origin}/hook` });
    expect(response.statusCode, response.body).toBe(200);
    const connected = response.json<TIntegrationDetails>().Custom!;
    expect(connected.webhook_url).toBe(`${receiver.origin}/hook`);
    expect(connected.signing_secret).toMatch(/^[0-9a-f]{64}$/);
    const ping = received.at(-1)!;
    expect(ping.body.event).toBe('ping');
    expect(ping.signature).toBe(signatureOf(ping.raw, connected.signing_secret!));

    const spec = await callAs(app, user, 'GET', `/api/fetch/integration_details?unique_id=${user.unique_id}`);
    expect(spec.json()).toEqual({ unique_id: user.unique_id, webhook_url: `${receiver.origin}/hook` });
  });

  it('delivers a doc signed, retries a 503 with the same Idempotency-Key, and sends updates to the same post', async () => {
    const user = await owner('Hook Publisher');
    const connected = (await callAs(app, user, 'POST', '/api/integrations/custom/connect', { uid: user.unique_id, webhook_url: `${receiver.origin}/hook` })).json<TIntegrationDetails>().Custom!;
    const doc = await newDoc(app, user, 'Hooked', '<p>Signed words.</p>');
    received.length = 0;
    script.push(503);
    const queued = (await callAs(app, user, 'POST', '/api/integrations/custom/publish', { uid: user.unique_id, blog_id: doc, title: 'Hooked', status: 'published', tags: ['a'] })).json<{ delivery: TDelivery }>().delivery;
    const { delivery } = await settledDelivery(app, user, doc, queued.id);
    expect(delivery.state).toBe('done');
    expect(received).toHaveLength(2);
    expect(received.map((item) => item.idempotencyKey)).toEqual([queued.id, queued.id]);
    const last = received[1]!;
    expect(last.body).toMatchObject({ event: 'publish', doc_id: doc, title: 'Hooked', html: '<p>Signed words.</p>', status: 'published', slug: 'hooked', tags: ['a'] });
    expect(last.signature).toBe(signatureOf(last.raw, connected.signing_secret!));
    expect(delivery.remote_url).toBe('https://example.com/posts/2');

    const again = (await callAs(app, user, 'POST', '/api/integrations/custom/publish', { uid: user.unique_id, blog_id: doc, title: 'Hooked again', status: 'published' })).json<{ delivery: TDelivery }>().delivery;
    expect(again.action).toBe('update');
    await settledDelivery(app, user, doc, again.id);
    expect(received.at(-1)!.body).toMatchObject({ event: 'update', remote_id: 'post-2', title: 'Hooked again' });
  });
});
