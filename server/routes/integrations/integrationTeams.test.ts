import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDelivery, TIntegrationDetails, TIntegrationLogEntry } from '@core/api/integrations';
import type { TApp, TContext } from '../../context';
import { buildAuthzWorld, type TAuthzWorld } from '../../policies/authzWorld.testkit';
import { startFakeMedium, type TFakeMedium } from '../../test/fakeProviders/medium';
import { buildTestApp } from '../../test/testApp';
import { callAs, details, newDoc, settledDelivery } from './integrationTestHelpers';

// Team mode: members publish through the team admin's integrations (spec §7 uid = the admin's id);
// only the admin connects them; with approval required a member's publish waits for the admin.
let app: TApp;
let ctx: TContext;
let close: () => Promise<void>;
let medium: TFakeMedium;
let world: TAuthzWorld;

beforeAll(async () => {
  medium = await startFakeMedium();
  ({ app, ctx, close } = await buildTestApp({ MEDIUM_API_URL: medium.url, FETCH_ALLOW_PRIVATE: 'true', PUBLISH_RETRY_DELAY_SECONDS: '0' }));
  world = await buildAuthzWorld(app, ctx);
  medium.tokens.set('team-admin-medium-token-0001', { id: 'team-admin', username: 'teamblog', name: 'Team blog', url: 'https://medium.com/@teamblog' });
  const connected = await callAs(app, world.admin, 'POST', '/api/integrations/medium/connect', { uid: world.admin.unique_id, token: 'team-admin-medium-token-0001' });
  expect(connected.statusCode, connected.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await close?.();
  await medium?.close();
});

const teamDoc = (title: string) => newDoc(app, world.author, title, `<p>${title} for the team blog.</p>`, world.teamId, world.admin.projects[0]!._id);
const publishAsAuthor = (blogId: string) =>
  callAs(app, world.author, 'POST', '/api/integrations/medium/publish', { uid: world.admin.unique_id, blog_id: blogId, title: 'Team story', status: 'draft' });

describe('team integrations', () => {
  it('lets a member read the admin’s integrations and publish through them, but not connect or disconnect them', async () => {
    const seen = await details(app, world.author, world.admin.unique_id);
    expect(seen.Medium?.username).toBe('teamblog');
    expect(seen.abilities.medium).toMatchObject({ manage: false, publish: true, needs_approval: false });
    const disconnect = await callAs(app, world.author, 'POST', '/api/integrations/medium/disconnect', { uid: world.admin.unique_id });
    expect(disconnect.statusCode).toBe(403);
    expect(disconnect.json().message).toBe('Only the team admin can connect or disconnect the team’s integrations.');
    const otherTeam = await callAs(app, world.otherMember, 'GET', `/api/integrations/details?uid=${world.admin.unique_id}`);
    expect(otherTeam.statusCode).toBe(403);

    const doc = await teamDoc('Straight out');
    const response = await publishAsAuthor(doc);
    expect(response.statusCode, response.body).toBe(202);
    const { delivery } = await settledDelivery(app, world.author, doc, response.json().delivery.id);
    expect(delivery.state).toBe('done');
    expect(medium.stories.at(-1)).toMatchObject({ authorId: 'team-admin', publishStatus: 'draft' });
  });

  it('holds a member’s publish for the admin’s approval when the team requires it; one click publishes it', async () => {
    const member = await callAs(app, world.author, 'POST', '/api/integrations/approval', { uid: world.admin.unique_id, required: true });
    expect(member.statusCode).toBe(403);
    const set = await callAs(app, world.admin, 'POST', '/api/integrations/approval', { uid: world.admin.unique_id, required: true });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<TIntegrationDetails>().approval).toEqual({ required: true, can_change: true });
    expect((await details(app, world.author, world.admin.unique_id)).abilities.medium.needs_approval).toBe(true);

    const before = medium.stories.length;
    const doc = await teamDoc('Needs a yes');
    const asked = await publishAsAuthor(doc);
    const waiting = asked.json<{ delivery: TDelivery }>().delivery;
    expect(waiting).toMatchObject({ state: 'awaiting_approval', abilities: { approve: false, reject: false } });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(medium.stories).toHaveLength(before);

    const selfApprove = await callAs(app, world.author, 'POST', `/api/integrations/deliveries/${waiting.id}/approve`);
    expect(selfApprove.statusCode).toBe(403);
    const adminView = await callAs(app, world.admin, 'GET', `/api/integrations/deliveries?blog_id=${doc}&team_id=${world.teamId}`);
    expect(adminView.json().deliveries[0].abilities).toEqual({ approve: true, reject: true });
    const approved = await callAs(app, world.admin, 'POST', `/api/integrations/deliveries/${waiting.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const { delivery } = await settledDelivery(app, world.author, doc, waiting.id);
    expect(delivery).toMatchObject({ state: 'done', approved_by: { id: world.admin.unique_id } });
    expect(medium.stories).toHaveLength(before + 1);
    const twice = await callAs(app, world.admin, 'POST', `/api/integrations/deliveries/${waiting.id}/reject`);
    expect(twice.statusCode).toBe(409);

    const rejectedDoc = await teamDoc('Not this one');
    const second = (await publishAsAuthor(rejectedDoc)).json<{ delivery: TDelivery }>().delivery;
    const rejected = await callAs(app, world.admin, 'POST', `/api/integrations/deliveries/${second.id}/reject`);
    expect(rejected.json().delivery.state).toBe('rejected');
    expect(medium.stories).toHaveLength(before + 1);

    // Who published what: the admin sees the member's request, the approval, the publish and the rejection.
    const log = await callAs(app, world.admin, 'GET', `/api/integrations/log?uid=${world.admin.unique_id}`);
    const entries = log.json<{ entries: TIntegrationLogEntry[] }>().entries;
    const lines = entries.map((entry) => [entry.action, entry.actor.id]);
    expect(lines).toEqual(expect.arrayContaining([['request', world.author.unique_id], ['approve', world.admin.unique_id], ['publish', world.author.unique_id], ['reject', world.admin.unique_id], ['connect', world.admin.unique_id]]));
    // A member sees only their own lines.
    const memberLog = await callAs(app, world.author, 'GET', `/api/integrations/log?uid=${world.admin.unique_id}`);
    expect(memberLog.json<{ entries: TIntegrationLogEntry[] }>().entries.every((entry) => entry.actor.id === world.author.unique_id)).toBe(true);
  });
});
