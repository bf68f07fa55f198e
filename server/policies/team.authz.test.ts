import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/testApp';
import { buildAuthzWorld, expectOutcome, requestAs, ROLES, SIGNED_OUT, type TActor, type TAuthzWorld, type TRole } from './authzWorld.testkit';

// The team rules (policies/team.ts) through the HTTP layer, on team T. Membership comes with the
// session (no query of its own): members read the team, only its admin changes who is in it.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let world: TAuthzWorld;
beforeAll(async () => {
  harness = await buildTestApp();
  world = await buildAuthzWorld(harness.app, harness.ctx);
}, 60_000);
afterAll(async () => harness?.close());

// The team's owner is its admin: "owner" and "team admin" are the same person here.
const actorOf = (role: TRole): TActor =>
  ({
    owner: { user: world.admin, teamId: world.teamId },
    'team member': { user: world.member, teamId: world.teamId },
    'team admin': { user: world.admin, teamId: world.teamId },
    'another team': { user: world.otherAdmin, teamId: world.otherTeamId },
    'another user': { user: world.stranger, teamId: null },
    'logged out': { user: null, teamId: null },
  })[role];

let invited = 0;
const ACTIONS = {
  read: (actor: TActor) => requestAs(harness.app, actor, 'GET', `/api/fetch/team/details?team_id=${world.teamId}`),
  update: (actor: TActor) => requestAs(harness.app, actor, 'POST', '/api/add/team/member', { team_id: world.teamId, email: `invitee-${++invited}@example.com` }),
  read_usage: (actor: TActor) => requestAs(harness.app, actor, 'GET', `/api/fetch/team/usage?team_id=${world.teamId}`),
};
type TAction = keyof typeof ACTIONS;
const MAY: Record<TRole, Record<TAction, boolean>> = {
  owner: { read: true, update: true, read_usage: true },
  'team member': { read: true, update: false, read_usage: false },
  'team admin': { read: true, update: true, read_usage: true },
  'another team': { read: false, update: false, read_usage: false },
  'another user': { read: false, update: false, read_usage: false },
  'logged out': { read: false, update: false, read_usage: false },
};
const NOT_MEMBER = { status: 403, message: 'You are not a member of that team.' };
const NOT_ADMIN: Record<TAction, { status: number; message: string }> = {
  read: { status: 403, message: 'You are not a member of that team.' },
  update: { status: 403, message: 'Only the team admin can invite or remove members.' },
  read_usage: { status: 403, message: 'Only the team admin can see each member’s usage.' },
};

describe('team T, role by role', () => {
  for (const role of ROLES) {
    it(`${role}: read, update, read_usage`, async () => {
      const actor = actorOf(role);
      for (const action of Object.keys(ACTIONS) as TAction[]) {
        const refusal = role === 'logged out' ? SIGNED_OUT : role === 'team member' ? NOT_ADMIN[action] : NOT_MEMBER;
        expectOutcome(await ACTIONS[action](actor), MAY[role][action], refusal, `${role} ${action}`);
      }
    });
  }

  it('sends each member their abilities on the team (the web shows the admin tools by them)', async () => {
    for (const role of ['team admin', 'team member'] as const) {
      const details = await ACTIONS.read(actorOf(role));
      // Handing the admin role over is the admin's too (tested in routes/teams/teamAdminActions.test.ts: it moves the role).
      expect(details.json().policies, role).toEqual({ ...MAY[role], transfer_admin: MAY[role].update });
      expect(details.json().invitations.length > 0, role).toBe(MAY[role].update);
    }
  });

  it('a member removed from the team loses it at their next request (memberships load with each session)', async () => {
    const leaving = actorOf('team member');
    expect((await ACTIONS.read(leaving)).statusCode).toBe(200);
    const removed = await requestAs(harness.app, actorOf('team admin'), 'DELETE', `/api/delete/team/member?team_id=${world.teamId}&email=${encodeURIComponent(world.member.email)}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await ACTIONS.read(leaving);
    expect({ status: after.statusCode, message: after.json().message }).toEqual(NOT_MEMBER);
  });
});
