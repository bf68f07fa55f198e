import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBriefPage } from '@core/api/seo';
import { seoBriefs, teams, users } from '../db/schema';
import { snapshotOf } from '../seo/briefFinisher';
import { savePageText } from '../seo/briefStore';
import { buildTestApp } from '../test/testApp';
import { buildAuthzWorld, expectOutcome, requestAs, ROLES, SIGNED_OUT, teamParam, type TActor, type TAuthzWorld, type TRole } from './authzWorld.testkit';

// The brief rules (policies/seoBrief.ts) through the HTTP layer, role by role: a brief of a team
// doc is the team's like its doc; a brief made on the optimizer page in personal mode is its
// owner's alone. Refusals answer like a missing brief.
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let world: TAuthzWorld;
let teamDocId: string;
beforeAll(async () => {
  harness = await buildTestApp();
  world = await buildAuthzWorld(harness.app, harness.ctx);
  const runs = { autoblog_workflow: 0, content_optimization: 100 };
  await harness.ctx.db.update(teams).set({ featureRuns: runs });
  await harness.ctx.db.update(users).set({ featureRuns: runs });
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

const page = (url: string): TBriefPage => ({ url, title: url, rank: null, origin: 'pasted', status: 'read', error: null, word_count: 0, headings: [] });

/** A ready brief (its page texts stored), as a finished build leaves it. */
async function readyBrief(input: { teamId: string | null; blogId: string | null }): Promise<string> {
  const texts = new Map([
    ['https://a.test/', 'Garden soil needs compost.'],
    ['https://b.test/', 'Compost feeds garden soil.'],
  ]);
  const fields = { keyword: 'garden soil', secondaryKeywords: [], language: 'English-US', country: 'United States' };
  const pages = [...texts.keys()].map(page);
  const snapshot = snapshotOf(fields, { pages, texts, related: [], notices: [] });
  const [row] = await harness.ctx.db
    .insert(seoBriefs)
    .values({ ...fields, userId: world.author.unique_id, teamId: input.teamId, blogId: input.blogId, status: 'ready', snapshot, pages: snapshot.pages })
    .returning();
  for (const [url, text] of texts) await savePageText(harness.ctx.db, row!.id, url, text);
  return row!.id;
}

const ACTIONS = {
  read: (actor: TActor, id: string) => requestAs(harness.app, actor, 'GET', `/api/optimizer/seo/briefs/${id}?${teamParam(actor).slice(1)}`),
  rebuild: (actor: TActor, id: string) =>
    requestAs(harness.app, actor, 'POST', `/api/optimizer/seo/briefs/${id}/rebuild`, { unique_id: actor.user?.unique_id ?? 'signed-out', excluded_urls: [], ...(actor.teamId ? { team_id: actor.teamId } : {}) }),
};
type TAction = keyof typeof ACTIONS;
const REFUSED = { status: 404, message: 'That brief does not exist.' };

const TEAM_DOC: Record<TRole, boolean> = { owner: true, 'team member': true, 'team admin': true, 'another team': false, 'another user': false, 'logged out': false };
const OWN_PAGE: Record<TRole, boolean> = { owner: true, 'team member': false, 'team admin': false, 'another team': false, 'another user': false, 'logged out': false };

describe('briefs, role by role', () => {
  for (const role of ROLES) {
    it(`${role}: read and rebuild a team doc's brief, and the owner's optimizer-page brief`, async () => {
      const actor = actorOf(role);
      for (const action of Object.keys(ACTIONS) as TAction[]) {
        const onDoc = await ACTIONS[action](actor, await readyBrief({ teamId: world.teamId, blogId: teamDocId }));
        expectOutcome(onDoc, TEAM_DOC[role], role === 'logged out' ? SIGNED_OUT : REFUSED, `${role} ${action} team doc brief`);
        const own = await ACTIONS[action](actor, await readyBrief({ teamId: null, blogId: null }));
        expectOutcome(own, OWN_PAGE[role], role === 'logged out' ? SIGNED_OUT : REFUSED, `${role} ${action} optimizer-page brief`);
      }
    });
  }

  it('tells the viewer what they may do', async () => {
    const id = await readyBrief({ teamId: world.teamId, blogId: teamDocId });
    const seen = await ACTIONS.read(actorOf('team member'), id);
    expect(seen.json().brief.policies).toEqual({ read: true, rebuild: true });
    const [row] = await harness.ctx.db.select({ teamId: seoBriefs.teamId }).from(seoBriefs).where(eq(seoBriefs.id, id));
    expect(row!.teamId).toBe(world.teamId);
  });
});
