import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/testApp';
import { buildAuthzWorld, expectOutcome, requestAs, ROLES, SIGNED_OUT, teamParam, type TActor, type TAuthzWorld, type TRole } from './authzWorld.testkit';

// The blog rules (policies/blog.ts) through the HTTP layer: a doc the author made in team mode, in
// the team admin's project, walked by every role × action. Refusals answer like a missing doc.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let world: TAuthzWorld;
beforeAll(async () => {
  harness = await buildTestApp();
  world = await buildAuthzWorld(harness.app, harness.ctx);
}, 60_000);
afterAll(async () => harness?.close());

const actorOf = (role: TRole): TActor =>
  ({
    owner: { user: world.author, teamId: world.teamId },
    'team member': { user: world.member, teamId: world.teamId },
    'team admin': { user: world.admin, teamId: world.teamId },
    'another team': { user: world.otherMember, teamId: world.otherTeamId },
    'another user': { user: world.stranger, teamId: null },
    'logged out': { user: null, teamId: null },
  })[role];

const teamProject = () => world.admin.projects[0]!._id;
async function newTeamDoc(): Promise<string> {
  const author = actorOf('owner');
  const created = await requestAs(harness.app, author, 'POST', '/api/create/user/copy', { project_id: teamProject(), team_id: world.teamId, title: 'Team doc' });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().copy._id;
}

const ACTIONS = {
  read: (actor: TActor, id: string) => requestAs(harness.app, actor, 'GET', `/api/get/saved/copy/internal?copy_id=${id}${teamParam(actor)}`),
  update: (actor: TActor, id: string) =>
    requestAs(harness.app, actor, 'POST', '/api/save/user/copy', { save_id: id, project_id: teamProject(), copy_to_save: '<p>A few more words for the doc.</p>', ...(actor.teamId ? { team_id: actor.teamId } : {}) }),
  share: (actor: TActor, id: string) => requestAs(harness.app, actor, 'POST', '/api/update/copy/share', { copy_id: id, shared: true }),
  delete: (actor: TActor, id: string) => requestAs(harness.app, actor, 'DELETE', `/api/delete/user/copy?copy_id=${id}${teamParam(actor)}`),
};
type TAction = keyof typeof ACTIONS;

/** Who may: the author and their team (admin included) read, update and delete; only the author shares. */
const MAY: Record<TRole, Record<TAction, boolean>> = {
  owner: { read: true, update: true, delete: true, share: true },
  'team member': { read: true, update: true, delete: true, share: false },
  'team admin': { read: true, update: true, delete: true, share: false },
  'another team': { read: false, update: false, delete: false, share: false },
  'another user': { read: false, update: false, delete: false, share: false },
  'logged out': { read: false, update: false, delete: false, share: false },
};
const REFUSED = { status: 404, message: 'That doc does not exist.' };

describe('a team doc, role by role', () => {
  for (const role of ROLES) {
    it(`${role}: ${Object.keys(ACTIONS).join(', ')}`, async () => {
      const actor = actorOf(role);
      for (const action of Object.keys(ACTIONS) as TAction[]) {
        const id = await newTeamDoc();
        const response = await ACTIONS[action](actor, id);
        expectOutcome(response, MAY[role][action], role === 'logged out' ? SIGNED_OUT : REFUSED, `${role} ${action}`);
      }
    });
  }

  it('sends each reader their abilities on the doc, in the fetch and in the docs list', async () => {
    const id = await newTeamDoc();
    for (const role of ['owner', 'team member', 'team admin'] as const) {
      const actor = actorOf(role);
      const fetched = await ACTIONS.read(actor, id);
      expect(fetched.json().copy.policies, role).toEqual(MAY[role]);
      const list = await requestAs(harness.app, actor, 'GET', `/api/get/saved/user/details?project_id=${teamProject()}&feature_type=blog${teamParam(actor)}`);
      expect(list.statusCode, list.body).toBe(200);
      const item = list.json().saved_items.find((saved: { _id: string }) => saved._id === id);
      expect(item?.policies, role).toEqual(MAY[role]);
    }
  });

  it('a team member outside team mode reaches the doc through its team, but not the team project', async () => {
    const id = await newTeamDoc();
    const personal = { user: world.member, teamId: null };
    expect((await ACTIONS.read(personal, id)).statusCode).toBe(200);
    const listed = await requestAs(harness.app, personal, 'GET', `/api/get/saved/user/details?project_id=${teamProject()}&feature_type=blog`);
    expect({ status: listed.statusCode, message: listed.json().message }).toEqual({ status: 404, message: 'That project does not exist.' });
  });

  it('a team_id the person is not a member of answers 403 before the doc is looked at', async () => {
    const id = await newTeamDoc();
    const response = await ACTIONS.read({ user: world.stranger, teamId: world.teamId }, id);
    expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 403, message: 'You are not a member of that team.' });
  });
});
