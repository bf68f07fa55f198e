import type http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIntegrationDetails } from '@core/api/integrations';
import type { TWebhookTestEventResult } from '@core/api/webhookTestEvent';
import { PLANS } from '@core/plans/planTable';
import { signatureOf, SIGNATURE_HEADER, type TWebhookBody } from '../../../integrations/custom/webhookTarget';
import { assignPlan } from '../../commands/planAssigner';
import type { TApp, TContext } from '../../context';
import { teams } from '../../db/schema';
import { startLocalSite, type TLocalSite } from '../../retrieval/testing/localSite';
import { buildUser, type TTestUser } from '../../test/factories';
import { buildTestApp } from '../../test/testApp';
import { callAs } from './integrationTestHelpers';

// The custom webhook's test event against a real HTTP receiver on 127.0.0.1: a signed sample post in
// a publish's format, and whatever came back (a 2xx, a 500, nothing) reported to the person.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let receiver: TLocalSite;
type TReceived = { body: TWebhookBody | { event: 'test' }; raw: string; signature: string | undefined; event: string | undefined };
const received: TReceived[] = [];
/** How the receiver answers the next calls after the connect ping (which it always accepts). */
let answer: 'created' | 'fails' | 'long' | 'hangs' = 'created';

function receive(request: http.IncomingMessage, response: http.ServerResponse) {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    const body = JSON.parse(raw) as TReceived['body'];
    received.push({ body, raw, signature: request.headers[SIGNATURE_HEADER] as string | undefined, event: request.headers['x-longform-event'] as string | undefined });
    if (body.event === 'ping' || answer === 'created') return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"post-1","received":true}');
    if (answer === 'fails') return void response.writeHead(500, { 'content-type': 'text/plain' }).end('Receiver crashed: database offline');
    if (answer === 'long') return void response.writeHead(202, { 'content-type': 'text/plain' }).end('a'.repeat(3_000));
    // hangs: never answers; the test's timeout ends the call.
  });
}

async function owner(name: string): Promise<TTestUser> {
  const user = await buildUser(app, { name });
  await assignPlan(ctx.db, user.unique_id, PLANS.team_monthly_april_2024!);
  return user;
}
const connect = async (user: TTestUser, url: string) => {
  const response = await callAs(app, user, 'POST', '/api/integrations/custom/connect', { uid: user.unique_id, webhook_url: url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TIntegrationDetails>().Custom!;
};
const testEvent = (user: TTestUser, uid = user.unique_id) => callAs(app, user, 'POST', '/api/integrations/custom/test_event', { uid });
async function result(user: TTestUser): Promise<TWebhookTestEventResult> {
  const response = await testEvent(user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  receiver = await startLocalSite({ '/hook': receive });
  ({ app, ctx, close } = await buildTestApp({ FETCH_ALLOW_PRIVATE: 'true', FETCH_TIMEOUT_SECONDS: '1' }));
}, 60_000);
afterAll(async () => {
  await close?.();
  await receiver?.close();
});

describe('POST /api/integrations/custom/test_event', () => {
  it('sends a signed sample post in the publish format and shows the 2xx answer', async () => {
    const user = await owner('Test Event Owner');
    const connected = await connect(user, `${receiver.origin}/hook`);
    answer = 'created';
    received.length = 0;
    const shown = await result(user);
    expect(shown).toMatchObject({ ok: true, status: 200, body: '{"id":"post-1","received":true}', truncated: false, error: null, webhook_url: `${receiver.origin}/hook` });
    const sent = received.at(-1)!;
    expect(sent.event).toBe('test');
    expect(sent.signature).toBe(signatureOf(sent.raw, connected.signing_secret!));
    expect(Object.keys(sent.body).sort()).toEqual(
      ['delivery_id', 'doc_id', 'event', 'excerpt', 'feature_image_url', 'html', 'remote_id', 'scheduled_at', 'slug', 'status', 'tags', 'title'].sort(),
    );
    expect(sent.body).toMatchObject({ event: 'test', title: 'Longform test event', status: 'draft' });
  });

  it('shows a 500 answer with the start of its body', async () => {
    const user = await owner('Failing Receiver Owner');
    await connect(user, `${receiver.origin}/hook`);
    answer = 'fails';
    expect(await result(user)).toMatchObject({ ok: false, status: 500, body: 'Receiver crashed: database offline', error: 'The webhook answered with status 500.' });
  });

  it('shows only the first part of a long answer', async () => {
    const user = await owner('Long Answer Owner');
    await connect(user, `${receiver.origin}/hook`);
    answer = 'long';
    const shown = await result(user);
    expect(shown).toMatchObject({ ok: true, status: 202, truncated: true });
    expect(shown.body).toBe('a'.repeat(1_000));
  });

  it('shows why when the receiver cannot be reached or does not answer in time', async () => {
    const user = await owner('Gone Receiver Owner');
    const gone = await startLocalSite({ '/hook': receive });
    await connect(user, `${gone.origin}/hook`);
    await gone.close();
    const unreachable = await result(user);
    expect(unreachable).toMatchObject({ ok: false, status: null, body: '' });
    expect(unreachable.error).toMatch(/refused|reach/i);

    const slow = await owner('Slow Receiver Owner');
    await connect(slow, `${receiver.origin}/hook`);
    answer = 'hangs';
    const timedOut = await result(slow);
    expect(timedOut).toMatchObject({ ok: false, status: null });
    expect(timedOut.error).toBe('The site took too long to answer.');
    expect(timedOut.duration_ms).toBeLessThan(5_000);
  });

  it('is refused for a team member (403), before a webhook is connected (409), and for another account', async () => {
    const admin = await owner('Team Hook Admin');
    await connect(admin, `${receiver.origin}/hook`);
    const [team] = await ctx.db.select().from(teams).where(eq(teams.adminId, admin.unique_id));
    const member = await buildUser(app, { name: 'Team Hook Member' });
    expect((await callAs(app, admin, 'POST', '/api/add/team/member', { team_id: team!.id, email: member.email })).statusCode).toBe(201);
    expect((await callAs(app, member, 'POST', '/api/join/team', { team_id: team!.id })).statusCode).toBe(200);
    received.length = 0;
    const refused = await testEvent(member, admin.unique_id);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(received).toHaveLength(0);

    const stranger = await owner('Stranger');
    expect((await testEvent(stranger, admin.unique_id)).statusCode).toBe(403);
    const unconnected = await testEvent(stranger);
    expect(unconnected.statusCode).toBe(409);
    expect(unconnected.json().message).toBe('Connect a custom webhook first, then send it a test event.');
  });
});
