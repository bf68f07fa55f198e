import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_VOICE_PROFILE_VERSION } from '@core/api/brandVoices';
import type { TSessionUser } from '../auth/sessionUser';
import { brandVoiceForPrompt } from '../brandVoices/brandVoicePrompt';
import { brandVoices } from '../db/schema/brandVoices';
import { HttpError } from '../errors';
import { createBakeryVoice, insertBakeryVoice, listBody, listVoices } from '../routes/brandVoices/brandVoiceTestHelpers';
import type { TTestUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { buildAuthzWorld, expectOutcome, requestAs, ROLES, SIGNED_OUT, teamParam, type TActor, type TAuthzWorld, type TRole } from './authzWorld.testkit';

// The brand voice rule (policies/brandVoice.ts) through HTTP: a team voice the author made in team
// mode is used by every member in that mode and changed only by its author or the team admin; a
// personal voice is its author's alone. Then brandVoiceForPrompt, which generations call, on the same rule.
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

const ACTIONS = {
  use: (actor: TActor, id: string) => requestAs(harness.app, actor, 'GET', `/api/fetch/brand/voice?brand_voice_id=${id}${teamParam(actor)}`),
  edit: (actor: TActor, id: string) =>
    requestAs(harness.app, actor, 'PUT', '/api/update/brand/voice', { brand_voice_id: id, name: 'Renamed', ...(actor.teamId ? { team_id: actor.teamId } : {}) }),
  delete: (actor: TActor, id: string) => requestAs(harness.app, actor, 'DELETE', `/api/delete/brand/voice?brand_voice_id=${id}${teamParam(actor)}`),
};
type TAction = keyof typeof ACTIONS;
const TEAM_RULE = (role: TRole): Record<TAction, boolean> => {
  const changes = role === 'owner' || role === 'team admin';
  return { use: changes || role === 'team member', edit: changes, delete: changes };
};
const MISSING = { status: 404, message: 'That brand voice does not exist.' };
const NOT_YOURS = { status: 403, message: 'Only the person who created this brand voice or the team admin can change it.' };

describe('a team brand voice, role by role', () => {
  for (const role of ROLES) {
    it(`${role}: use, edit, delete`, async () => {
      const actor = actorOf(role);
      for (const action of Object.keys(ACTIONS) as TAction[]) {
        const id = await insertBakeryVoice(harness.ctx.db, world.author.unique_id, 'Team voice', world.teamId);
        const refusal = role === 'logged out' ? SIGNED_OUT : role === 'team member' ? NOT_YOURS : MISSING;
        expectOutcome(await ACTIONS[action](actor, id), TEAM_RULE(role)[action], refusal, `${role} ${action}`);
      }
    });
  }

  it('is listed in team mode for every member, with their abilities, and not in anyone’s personal list', async () => {
    const id = await createBakeryVoice(harness.app, world.author, 'Listed team voice', world.teamId);
    const forMember = listBody(await listVoices(harness.app, world.member, { end: 50 }, world.teamId)).brand_voice_entries.find((voice) => voice.id === id);
    expect(forMember?.abilities).toEqual({ use: true, edit: false, delete: false });
    expect(forMember?.team_id).toBe(world.teamId);
    const forAdmin = listBody(await listVoices(harness.app, world.admin, { end: 50 }, world.teamId)).brand_voice_entries.find((voice) => voice.id === id);
    expect(forAdmin?.abilities).toEqual({ use: true, edit: true, delete: true });
    for (const user of [world.author, world.member]) {
      expect(listBody(await listVoices(harness.app, user, { end: 50 })).brand_voice_entries.some((voice) => voice.id === id)).toBe(false);
    }
    const otherTeam = await listVoices(harness.app, world.stranger, { end: 50 }, world.teamId);
    expect(otherTeam.statusCode).toBe(403);
  });

  it('sets the team re-upload flag on its members’ records while it has an older profile', async () => {
    const details = async (user: TTestUser) =>
      (await harness.app.inject({ method: 'GET', url: `/api/fetch/user/details?unique_id=${user.unique_id}`, headers: { cookie: user.cookie } })).json();
    expect(await details(world.otherMember)).toMatchObject({ require_team_brand_voice_reupload: false, team_brand_voice: false });
    const profile = { tone: 'Old', vocabulary: [], sentence_style: '', dos: [], donts: [], examples: [] };
    await harness.ctx.db.insert(brandVoices).values({ userId: world.otherAdmin.unique_id, teamId: world.otherTeamId, name: 'Old team voice', profile, sources: [], profileVersion: BRAND_VOICE_PROFILE_VERSION - 1 });
    // teamBrandVoice (spec §3): the member's team keeps a voice; the member keeps none of their own.
    expect(await details(world.otherMember)).toMatchObject({ require_team_brand_voice_reupload: true, require_brand_voice_reupload: false, team_brand_voice: true, brand_voice: false });
  });
});

describe('a personal brand voice', () => {
  for (const role of ROLES) {
    it(`${role}: use, edit, delete`, async () => {
      const actor = actorOf(role);
      for (const action of Object.keys(ACTIONS) as TAction[]) {
        const id = await insertBakeryVoice(harness.ctx.db, world.author.unique_id, 'Personal voice');
        const allowed = role === 'owner';
        expectOutcome(await ACTIONS[action](actor, id), allowed, role === 'logged out' ? SIGNED_OUT : MISSING, `${role} ${action}`);
      }
    });
  }
});

describe('brandVoiceForPrompt', () => {
  const sessionOf = (user: TTestUser, teams: { id: string; adminId: string }[]): TSessionUser => ({ id: user.unique_id, email: user.email, name: user.name, teams });
  const inTeam = () => [{ id: world.teamId, adminId: world.admin.unique_id }];
  const notFound = async (promise: Promise<unknown>) => {
    const error = await promise.then(() => null, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect({ status: (error as HttpError).status, message: (error as HttpError).message }).toEqual(MISSING);
  };

  it('renders the voice the person may use as prompt text', async () => {
    const id = await insertBakeryVoice(harness.ctx.db, world.author.unique_id, 'Prompt voice');
    const voice = await brandVoiceForPrompt(harness.ctx.db, sessionOf(world.author, inTeam()), { brandVoiceId: id, teamId: null });
    expect(voice.id).toBe(id);
    expect(voice.name).toBe('Prompt voice');
    expect(voice.prompt).toMatch(/^Write in this brand voice \("Prompt voice"\):\nTone: Conversational/);
    expect(voice.prompt).toContain('Vocabulary to use: ');
    expect(voice.prompt).toContain('Sentence style: Short sentences');
    expect(voice.prompt).toContain('Examples of the voice:\n"');
  });

  it('gives a team voice to a member in that team’s mode only', async () => {
    const id = await insertBakeryVoice(harness.ctx.db, world.author.unique_id, 'Team prompt voice', world.teamId);
    const member = sessionOf(world.member, inTeam());
    expect((await brandVoiceForPrompt(harness.ctx.db, member, { brandVoiceId: id, teamId: world.teamId })).name).toBe('Team prompt voice');
    await notFound(brandVoiceForPrompt(harness.ctx.db, member, { brandVoiceId: id }));
    const outsider = sessionOf(world.otherMember, [{ id: world.otherTeamId, adminId: world.otherAdmin.unique_id }]);
    await notFound(brandVoiceForPrompt(harness.ctx.db, outsider, { brandVoiceId: id, teamId: world.teamId }));
    await notFound(brandVoiceForPrompt(harness.ctx.db, outsider, { brandVoiceId: id, teamId: world.otherTeamId }));
  });

  it("answers 404 for someone else's personal voice and for ids that are no voice", async () => {
    const id = await insertBakeryVoice(harness.ctx.db, world.author.unique_id, 'Private voice');
    await notFound(brandVoiceForPrompt(harness.ctx.db, sessionOf(world.member, inTeam()), { brandVoiceId: id, teamId: world.teamId }));
    await notFound(brandVoiceForPrompt(harness.ctx.db, sessionOf(world.stranger, []), { brandVoiceId: id }));
    await notFound(brandVoiceForPrompt(harness.ctx.db, sessionOf(world.author, []), { brandVoiceId: 'nope' }));
  });
});
