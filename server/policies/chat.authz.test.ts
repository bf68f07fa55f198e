import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/testApp';
import { buildAuthzWorld, expectOutcome, requestAs, ROLES, SIGNED_OUT, teamParam, type TActor, type TAuthzWorld, type TRole } from './authzWorld.testkit';

// The chat rule (policies/chat.ts) through the HTTP layer: a chat the author started in team mode,
// in the team admin's project. A chat stays its author's alone; anyone else gets a missing chat.
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
const chatFields = (actor: TActor) => ({
  unique_id: actor.user?.unique_id ?? 'nobody',
  project_id: teamProject(),
  chat_history: [{ role: 'user', content: 'Where does the ferry leave from?' }],
  ...(actor.teamId ? { team_id: actor.teamId } : {}),
});
async function newTeamChat(): Promise<string> {
  const created = await requestAs(harness.app, actorOf('owner'), 'POST', '/api/save/user/chat', chatFields(actorOf('owner')));
  expect(created.statusCode, created.body).toBe(201);
  return created.json().chat.save_id;
}

const ACTIONS = {
  read: (actor: TActor, id: string) => requestAs(harness.app, actor, 'GET', `/api/fetch/user/chat?chat_id=${id}${teamParam(actor)}`),
  update: (actor: TActor, id: string) => requestAs(harness.app, actor, 'PUT', '/api/update/chat', { ...chatFields(actor), save_id: id }),
  delete: (actor: TActor, id: string) =>
    requestAs(harness.app, actor, 'PUT', '/api/update/chat', { unique_id: actor.user?.unique_id ?? 'nobody', save_id: id, deleted: true, ...(actor.teamId ? { team_id: actor.teamId } : {}) }),
};
type TAction = keyof typeof ACTIONS;
const OWNER_ONLY = (role: TRole): Record<TAction, boolean> => ({ read: role === 'owner', update: role === 'owner', delete: role === 'owner' });
const REFUSED = { status: 404, message: 'That chat does not exist.' };

describe('a team-mode chat, role by role', () => {
  for (const role of ROLES) {
    it(`${role}: read, update, delete`, async () => {
      const actor = actorOf(role);
      for (const action of Object.keys(ACTIONS) as TAction[]) {
        const response = await ACTIONS[action](actor, await newTeamChat());
        expectOutcome(response, OWNER_ONLY(role)[action], role === 'logged out' ? SIGNED_OUT : REFUSED, `${role} ${action}`);
      }
    });
  }

  it('sends the author their abilities on the chat', async () => {
    const fetched = await ACTIONS.read(actorOf('owner'), await newTeamChat());
    expect(fetched.json().chat.policies).toEqual({ read: true, update: true, delete: true });
  });
});
