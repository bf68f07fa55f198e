import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '@core/plans/planTable';
import { assignPlan } from '../commands/planAssigner';
import { teams } from '../db/schema';
import { buildUser, type TTestUser } from '../test/factories';
import { buildTestApp, TEST_ORIGIN } from '../test/testApp';
import { eventually, openPeer } from './collaborationClient.testkit';

// A socket is authorized once, when it opens: removing someone from the team must also end the
// sockets they hold on the team's docs, or they keep reading and writing them until they reload.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let port: number;

beforeAll(async () => {
  harness = await buildTestApp({ BETTER_AUTH_SECRET: 'collaboration-authz-secret-of-32-chars' });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  port = (harness.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => harness?.close());

const call = (method: 'POST' | 'DELETE', url: string, user: TTestUser, payload?: object) =>
  harness.app.inject({ method, url, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, ...(payload ? { payload } : {}) });

async function createDoc(user: TTestUser, projectId: string, teamId: string): Promise<string> {
  const response = await call('POST', '/api/create/user/copy', user, { project_id: projectId, team_id: teamId, title: 'Team doc' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().copy._id as string;
}

/** The user ids holding an open connection to the doc on the server. */
function connectedUsers(blogId: string): string[] {
  const document = harness.ctx.collaboration.hocuspocus.documents.get(blogId);
  return (document?.getConnections() ?? []).map((connection) => connection.context.user.id);
}

describe('collaboration after a member is removed from the team', () => {
  it('closes their open socket on the team’s docs and keeps the author’s own doc open to them', async () => {
    const admin = await buildUser(harness.app, { name: 'Ann Admin' });
    const member = await buildUser(harness.app, { name: 'Max Member' });
    await assignPlan(harness.ctx.db, admin.unique_id, PLANS.team_monthly_april_2024!);
    const [team] = await harness.ctx.db.select().from(teams).where(eq(teams.adminId, admin.unique_id));
    expect((await call('POST', '/api/add/team/member', admin, { team_id: team!.id, email: member.email })).statusCode).toBe(201);
    expect((await call('POST', '/api/join/team', member, { team_id: team!.id })).statusCode).toBe(200);

    const adminDoc = await createDoc(admin, admin.projects[0]!._id, team!.id);
    const memberDoc = await createDoc(member, admin.projects[0]!._id, team!.id);
    const onAdminDoc = await openPeer(port, adminDoc, member.cookie);
    const onOwnDoc = await openPeer(port, memberDoc, member.cookie);
    expect(connectedUsers(adminDoc)).toEqual([member.unique_id]);

    const removed = await harness.app.inject({
      method: 'DELETE',
      url: `/api/delete/team/member?${new URLSearchParams({ team_id: team!.id, email: member.email })}`,
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    await eventually(() => connectedUsers(adminDoc).length === 0, 'the removed member’s socket on the admin’s doc to close');
    await expect(openPeer(port, adminDoc, member.cookie)).rejects.toThrow(/refused/);
    // The doc they wrote stays theirs (docs/decisions.md, Teams): it opens again.
    const again = await openPeer(port, memberDoc, member.cookie);
    expect(connectedUsers(memberDoc)).toContain(member.unique_id);
    for (const peer of [onAdminDoc, onOwnDoc, again]) peer.close();
  });
});
