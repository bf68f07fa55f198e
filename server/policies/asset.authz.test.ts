import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTextAsset } from '../retrieval/addTextAsset';
import { buildTestApp } from '../test/testApp';
import { buildAuthzWorld, expectOutcome, requestAs, ROLES, SIGNED_OUT, teamParam, type TActor, type TAuthzWorld, type TRole } from './authzWorld.testkit';

// The asset rule (policies/asset.ts) through the HTTP layer: an asset in the team admin's project
// (the team's), reached by whoever uses that project; anyone else gets a missing asset.
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

const newAsset = async () =>
  (
    await addTextAsset(harness.ctx.db, {
      userId: world.admin.unique_id,
      projectId: world.admin.projects[0]!._id,
      kind: 'file',
      title: 'ferry.md',
      text: '# Ferry\n\nThe ferry leaves from pier three every forty minutes.',
    })
  ).id;

const ACTIONS = {
  read: (actor: TActor, id: string) => requestAs(harness.app, actor, 'GET', `/api/fetch/asset?asset_id=${id}${teamParam(actor)}`),
  update: (actor: TActor, id: string) => requestAs(harness.app, actor, 'POST', '/api/refetch/asset', { asset_id: id, ...(actor.teamId ? { team_id: actor.teamId } : {}) }),
  delete: (actor: TActor, id: string) => requestAs(harness.app, actor, 'DELETE', `/api/delete/asset?asset_id=${id}${teamParam(actor)}`),
};
type TAction = keyof typeof ACTIONS;
const reaches = (role: TRole) => ['owner', 'team member', 'team admin'].includes(role);
const REFUSED = { status: 404, message: 'That asset does not exist.' };

describe('an asset of the team project, role by role', () => {
  for (const role of ROLES) {
    it(`${role}: read, update, delete`, async () => {
      const actor = actorOf(role);
      for (const action of Object.keys(ACTIONS) as TAction[]) {
        expectOutcome(await ACTIONS[action](actor, await newAsset()), reaches(role), role === 'logged out' ? SIGNED_OUT : REFUSED, `${role} ${action}`);
      }
    });
  }

  it('sends each reader their abilities on the asset, one by one and in the list', async () => {
    const id = await newAsset();
    for (const role of ['owner', 'team member'] as const) {
      const actor = actorOf(role);
      expect((await ACTIONS.read(actor, id)).json().asset.policies, role).toEqual({ read: true, update: true, delete: true });
      const list = await requestAs(harness.app, actor, 'GET', `/api/fetch/assets?project_id=${world.admin.projects[0]!._id}&kind=file${teamParam(actor)}`);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().assets.find((asset: { id: string }) => asset.id === id)?.policies, role).toEqual({ read: true, update: true, delete: true });
    }
  });

  it('outside team mode a member does not reach it', async () => {
    const response = await ACTIONS.read({ user: world.member, teamId: null }, await newAsset());
    expect({ status: response.statusCode, message: response.json().message }).toEqual(REFUSED);
  });
});
