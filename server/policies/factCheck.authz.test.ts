import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectClaims } from '@core/analysis/claims';
import { factChecks } from '../db/schema';
import { waitingClaim } from '../factcheck/claimPlan';
import { buildTestApp } from '../test/testApp';
import { buildAuthzWorld, expectOutcome, requestAs, ROLES, SIGNED_OUT, teamParam, type TActor, type TAuthzWorld, type TRole } from './authzWorld.testkit';

// The check rules (policies/factCheck.ts) through the HTTP layer, role by role: a check of a team
// doc is the team's like its doc, and only its editors may cite or correct; a check made on the
// optimizer page in personal mode is its owner's alone. Refusals answer like a missing check.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let world: TAuthzWorld;
let teamDocId: string;
beforeAll(async () => {
  harness = await buildTestApp();
  world = await buildAuthzWorld(harness.app, harness.ctx);
  const created = await requestAs(harness.app, actorOf('owner'), 'POST', '/api/create/user/copy', { project_id: world.admin.projects[0]!._id, team_id: world.teamId, title: 'Team doc' });
  teamDocId = created.json().copy._id;
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

/** A ready check, as a finished job leaves it. */
async function readyCheck(input: { teamId: string | null; blogId: string | null }): Promise<string> {
  const text = 'The bridge opened in 1932.';
  const claims = detectClaims(text).claims.map((claim) => ({ ...waitingClaim(claim), verdict: 'unverified' as const }));
  const [row] = await harness.ctx.db
    .insert(factChecks)
    .values({
      userId: world.author.unique_id,
      teamId: input.teamId,
      blogId: input.blogId,
      status: 'ready',
      text,
      settings: { web: false, urls: [], assetIds: null, selection: null, language: 'English-US' },
      sourcesKey: 'test',
      modelName: 'azure-gpt',
      engine: 'offline',
      modelLabel: 'offline',
      claims,
      claimsTotal: 1,
      claimsDone: 1,
      finishedAt: new Date(),
    })
    .returning();
  return row!.id;
}

const read = (actor: TActor, id: string) => requestAs(harness.app, actor, 'GET', `/api/check/facts/${id}?unique_id=${actor.user?.unique_id ?? 'signed-out'}${teamParam(actor)}`);
const REFUSED = { status: 404, message: 'That check does not exist.' };
const TEAM_DOC: Record<TRole, boolean> = { owner: true, 'team member': true, 'team admin': true, 'another team': false, 'another user': false, 'logged out': false };
const OWN_PAGE: Record<TRole, boolean> = { owner: true, 'team member': false, 'team admin': false, 'another team': false, 'another user': false, 'logged out': false };

describe('fact checks, role by role', () => {
  for (const role of ROLES) {
    it(`${role}: reads a team doc's check and the owner's optimizer-page check`, async () => {
      const actor = actorOf(role);
      expectOutcome(await read(actor, await readyCheck({ teamId: world.teamId, blogId: teamDocId })), TEAM_DOC[role], role === 'logged out' ? SIGNED_OUT : REFUSED, `${role} team doc check`);
      expectOutcome(await read(actor, await readyCheck({ teamId: null, blogId: null })), OWN_PAGE[role], role === 'logged out' ? SIGNED_OUT : REFUSED, `${role} optimizer-page check`);
    });
  }

  it('tells the viewer whether they may cite and correct in the doc', async () => {
    const onDoc = await read(actorOf('team member'), await readyCheck({ teamId: world.teamId, blogId: teamDocId }));
    expect(onDoc.json().check.abilities).toEqual({ edit_doc: true, recheck: true });
    const onPage = await read(actorOf('owner'), await readyCheck({ teamId: null, blogId: null }));
    expect(onPage.json().check.abilities).toEqual({ edit_doc: false, recheck: true });
  });
});
