import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPromptTemplate } from '@core/api/promptTemplates';
import { buildTestApp } from '../test/testApp';
import { buildAuthzWorld, expectOutcome, requestAs, ROLES, SIGNED_OUT, type TActor, type TAuthzWorld, type TRole } from './authzWorld.testkit';

// The prompt template rules (policies/promptTemplate.ts) through HTTP: a template its author shared
// to team T, walked by every role × action; then an unshared one, which only its author reaches.
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

const FIELDS = { template: 'Product blurb', description: 'Short copy', formula: 'Describe {product} in one line.' };

async function newTemplate(shared: boolean): Promise<string> {
  const owner = actorOf('owner');
  const created = await requestAs(harness.app, owner, 'POST', '/api/create/prompt/template', { ...FIELDS, team_id: world.teamId });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().template.save_id as string;
  if (shared) {
    const share = await requestAs(harness.app, owner, 'POST', '/api/update/prompt/template/share', { save_id: id, shared: true, team_id: world.teamId });
    expect(share.statusCode, share.body).toBe(200);
    expect(share.json().template).toMatchObject({ sharedToTeam: true, team_id: world.teamId });
  }
  return id;
}

const withTeam = (actor: TActor) => (actor.teamId ? { team_id: actor.teamId } : {});
const ACTIONS = {
  run: (actor: TActor, id: string) => requestAs(harness.app, actor, 'POST', '/api/run/custom/template', { unique_id: actor.user?.unique_id ?? 'x', prompt: id, variables: { product: 'a kettle' }, ...withTeam(actor) }),
  edit: (actor: TActor, id: string) => requestAs(harness.app, actor, 'POST', '/api/update/prompt/template', { save_id: id, ...FIELDS, template: 'Renamed', ...withTeam(actor) }),
  share: (actor: TActor, id: string) => requestAs(harness.app, actor, 'POST', '/api/update/prompt/template/share', { save_id: id, shared: false, ...withTeam(actor) }),
  delete: (actor: TActor, id: string) => requestAs(harness.app, actor, 'DELETE', `/api/delete/prompt/template?save_id=${id}`),
};
type TAction = keyof typeof ACTIONS;

/** A shared template: its team (admin included) runs it; only its owner edits, unshares or deletes it. */
const MAY: Record<TRole, Record<TAction, boolean>> = {
  owner: { run: true, edit: true, share: true, delete: true },
  'team member': { run: true, edit: false, share: false, delete: false },
  'team admin': { run: true, edit: false, share: false, delete: false },
  'another team': { run: false, edit: false, share: false, delete: false },
  'another user': { run: false, edit: false, share: false, delete: false },
  'logged out': { run: false, edit: false, share: false, delete: false },
};
const MISSING = { status: 404, message: 'That template does not exist.' };
const READ_ONLY = { status: 403, message: 'Only the owner of this template can change, share or delete it.' };
const inTeam = (role: TRole) => role === 'team member' || role === 'team admin';

describe('a shared prompt template, role by role', () => {
  for (const role of ROLES) {
    it(`${role}: ${Object.keys(ACTIONS).join(', ')}`, async () => {
      const actor = actorOf(role);
      for (const action of Object.keys(ACTIONS) as TAction[]) {
        const id = await newTemplate(true);
        const response = await ACTIONS[action](actor, id);
        const refusal = role === 'logged out' ? SIGNED_OUT : inTeam(role) ? READ_ONLY : MISSING;
        expectOutcome(response, MAY[role][action], refusal, `${role} ${action}`);
      }
    });
  }

  it('lists it for the team read-only (isOwn false, abilities from the server), and not for others', async () => {
    const id = await newTemplate(true);
    for (const role of ['owner', 'team member', 'team admin', 'another team', 'another user'] as const) {
      const actor = actorOf(role);
      const response = await requestAs(harness.app, actor, 'GET', `/api/fetch/prompt/templates?${actor.teamId ? `team_id=${actor.teamId}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const found = response.json<{ templates: TPromptTemplate[] }>().templates.find((template) => template.save_id === id);
      if (role === 'another team' || role === 'another user') {
        expect(found, role).toBeUndefined();
        continue;
      }
      expect(found, role).toMatchObject({ isOwn: role === 'owner', sharedToTeam: true, owner_name: role === 'owner' ? null : expect.any(String) });
      const { copy: _copy, ...rules } = found!.abilities;
      expect(rules, role).toEqual({ edit: MAY[role].edit, delete: MAY[role].delete, share: MAY[role].share, run: true });
      // Team mode: the copy/download rule allows copying (spec §5).
      expect(found!.abilities.copy, role).toBe(true);
    }
  });

  it('unsharing takes it back from the team (404 again)', async () => {
    const id = await newTemplate(true);
    const owner = actorOf('owner');
    const unshare = await ACTIONS.share(owner, id);
    expect(unshare.json().template).toMatchObject({ sharedToTeam: false, team_id: null });
    expectOutcome(await ACTIONS.run(actorOf('team member'), id), false, MISSING, 'member after unshare');
  });

  it('an unshared template is its owner’s alone, even within the team', async () => {
    const id = await newTemplate(false);
    for (const role of ['team member', 'team admin'] as const) {
      for (const action of Object.keys(ACTIONS) as TAction[]) {
        expectOutcome(await ACTIONS[action](actorOf(role), id), false, MISSING, `${role} ${action}`);
      }
    }
  });

  it('shares only to a team the owner belongs to, and only in team mode', async () => {
    const id = await newTemplate(false);
    const owner = actorOf('owner');
    const foreign = await requestAs(harness.app, owner, 'POST', '/api/update/prompt/template/share', { save_id: id, shared: true, team_id: world.otherTeamId });
    expect(foreign.statusCode, foreign.body).toBe(403);
    const personal = await requestAs(harness.app, { ...owner, teamId: null }, 'POST', '/api/update/prompt/template/share', { save_id: id, shared: true });
    expect(personal.statusCode, personal.body).toBe(400);
    expect(personal.json().message).toBe('Switch on team mode to share a template with your team.');
  });
});
