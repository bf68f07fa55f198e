import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/testApp';
import { buildAuthzWorld, expectOutcome, requestAs, ROLES, SIGNED_OUT, teamParam, type TActor, type TAuthzWorld, type TRole } from './authzWorld.testkit';

// The project rules (policies/project.ts) through the HTTP layer, on the team admin's project (the
// team's project: its owner is the team admin). Members use it in team mode; only its owner renames
// or deletes it; anyone else gets a missing project.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let world: TAuthzWorld;
beforeAll(async () => {
  harness = await buildTestApp();
  world = await buildAuthzWorld(harness.app, harness.ctx);
}, 60_000);
afterAll(async () => harness?.close());

const actorOf = (role: TRole): TActor =>
  ({
    owner: { user: world.admin, teamId: null },
    'team member': { user: world.member, teamId: world.teamId },
    'team admin': { user: world.admin, teamId: world.teamId },
    'another team': { user: world.otherMember, teamId: world.otherTeamId },
    'another user': { user: world.stranger, teamId: null },
    'logged out': { user: null, teamId: null },
  })[role];

const teamProject = () => world.admin.projects[0]!._id;
const uniqueId = (actor: TActor) => actor.user?.unique_id ?? 'nobody';
const ACTIONS = {
  use: (actor: TActor) => requestAs(harness.app, actor, 'GET', `/api/get/saved/user/details?project_id=${teamProject()}&feature_type=blog${teamParam(actor)}`),
  update: (actor: TActor) => requestAs(harness.app, actor, 'PUT', '/api/update/project', { unique_id: uniqueId(actor), project_id: teamProject(), project_name: 'Team site' }),
  // The admin's only project: the owner gets past the rule and meets "at least one project" (400).
  delete: (actor: TActor) => requestAs(harness.app, actor, 'DELETE', `/api/delete/project?unique_id=${uniqueId(actor)}&project_id=${teamProject()}`),
};
type TAction = keyof typeof ACTIONS;
const MAY: Record<TRole, Record<TAction, boolean>> = {
  owner: { use: true, update: true, delete: true },
  'team member': { use: true, update: false, delete: false },
  'team admin': { use: true, update: true, delete: true },
  'another team': { use: false, update: false, delete: false },
  'another user': { use: false, update: false, delete: false },
  'logged out': { use: false, update: false, delete: false },
};
const REFUSED = { status: 404, message: 'That project does not exist.' };

describe('the team project, role by role', () => {
  for (const role of ROLES) {
    it(`${role}: use, update, delete`, async () => {
      const actor = actorOf(role);
      for (const action of Object.keys(ACTIONS) as TAction[]) {
        expectOutcome(await ACTIONS[action](actor), MAY[role][action], role === 'logged out' ? SIGNED_OUT : REFUSED, `${role} ${action}`);
      }
    });
  }

  it('the owner keeps their project at the rule but not past the last-project check, and reads their abilities', async () => {
    const deleted = await ACTIONS.delete(actorOf('owner'));
    expect(deleted.statusCode).toBe(400);
    const renamed = await ACTIONS.update(actorOf('owner'));
    expect(renamed.json().project.policies).toEqual({ use: true, update: true, delete: true });
  });

  it('a member’s own project is not the team’s: the team admin does not reach it, in team mode or not', async () => {
    const membersProject = world.member.projects[0]!._id;
    for (const actor of [actorOf('team admin'), actorOf('owner')]) {
      const response = await requestAs(harness.app, actor, 'GET', `/api/get/saved/user/details?project_id=${membersProject}&feature_type=blog${teamParam(actor)}`);
      expect({ status: response.statusCode, message: response.json().message }).toEqual(REFUSED);
    }
  });

  it('outside team mode a member does not reach the team project', async () => {
    const response = await ACTIONS.use({ user: world.member, teamId: null });
    expect({ status: response.statusCode, message: response.json().message }).toEqual(REFUSED);
  });
});
