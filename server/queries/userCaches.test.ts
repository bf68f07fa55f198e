import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_VOICE_PROFILE_VERSION } from '@core/api/brandVoices';
import { PLANS } from '@core/plans/planTable';
import { assignPlan } from '../commands/planAssigner';
import { brandVoices, teams, users } from '../db/schema';
import { rowsOf } from '../db/rows';
import { buildTestApp, TEST_ORIGIN } from '../test/testApp';
import { buildUser, type TTestUser } from '../test/factories';
import { SESSION_USER_SQL } from './sessionUserLoader';
import { USER_DETAILS_SQL } from './userDetailsLoader';

/**
 * Issue 23: sessions and user-details records are cached; every family of writes that changes them is
 * read at once afterwards. Runs with the caches on, on PGlite and on PostgreSQL (where the trigger's
 * notification of a write made outside a request arrives a moment later, hence the polls).
 */
let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp({}, { userCaches: true });
});
afterAll(async () => harness.close());

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: TMethod, url: string, user: TTestUser, payload?: object) =>
  harness.app.inject({ method, url, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, ...(payload ? { payload } : {}) });
const details = async (user: TTestUser) => {
  const response = await call('GET', `/api/fetch/user/details?unique_id=${user.unique_id}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, unknown> & { projects: { project_name: string }[]; team_projects: { project_name: string }[] }>();
};

/** Polls the record until `check` holds (at once on PGlite; within the bus's bound on PostgreSQL). */
async function detailsUntil(user: TTestUser, check: (record: Awaited<ReturnType<typeof details>>) => boolean) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const record = await details(user);
    if (check(record)) return record;
    if (Date.now() > deadline) throw new Error(`the record stayed ${JSON.stringify(record)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const TEAM_PLAN = PLANS.team_monthly_april_2024!;

/** A team admin (on the team plan) and a member who joined through the invitation routes. */
async function teamWithMember() {
  const admin = await buildUser(harness.app, { name: 'Team Admin' });
  await assignPlan(harness.ctx.db, admin.unique_id, TEAM_PLAN);
  const [team] = await harness.ctx.db.select().from(teams).where(eq(teams.adminId, admin.unique_id));
  const member = await buildUser(harness.app, { name: 'Team Member' });
  expect((await call('POST', '/api/add/team/member', admin, { team_id: team!.id, email: member.email })).statusCode).toBeOneOf([200, 201]);
  await details(member); // cached before joining
  expect((await call('POST', '/api/join/team', member, { team_id: team!.id })).statusCode).toBeOneOf([200, 201]);
  return { admin, member, teamId: team!.id };
}

describe('the user caches', () => {
  it('really serve from memory: a write no trigger reports stays unseen until the entry is evicted', async () => {
    const user = await buildUser(harness.app, { name: 'Cached Name' });
    await details(user);
    await harness.ctx.db.transaction(async (tx) => {
      // replica mode skips triggers: a write the caches cannot hear about (what they would serve stale).
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ name: 'Unheard Name' }).where(eq(users.id, user.unique_id));
    });
    expect((await details(user)).name).toBe('Cached Name');
    harness.ctx.userCaches.evictUser(user.unique_id);
    expect((await details(user)).name).toBe('Unheard Name');
  });

  it('a credits charge shows at once', async () => {
    const user = await buildUser(harness.app);
    expect((await details(user)).credits_used).toBe(0);
    const charged = await call('POST', '/api/user/credits/update', user, { unique_id: user.unique_id, output_text: ['word '.repeat(300)] });
    expect(charged.statusCode, charged.body).toBe(200);
    expect((await details(user)).credits_used).toBeGreaterThan(0);
  });

  it('a plan set outside any request (a payment webhook, the admin CLI) is read after its notification', async () => {
    const user = await buildUser(harness.app);
    expect((await details(user)).plan_name).toBe('5-day-trial-plan');
    await assignPlan(harness.ctx.db, user.unique_id, PLANS.pro_monthly_usd_49!);
    await detailsUntil(user, (record) => record.plan_name === PLANS.pro_monthly_usd_49!.id);
  });

  it('joining and leaving a team change the record and the session’s teams', async () => {
    const { admin, member, teamId } = await teamWithMember();
    expect(await details(member)).toMatchObject({ team_id: teamId, team_admin_id: admin.unique_id });
    expect((await call('GET', `/api/fetch/team/details?team_id=${teamId}`, member)).statusCode).toBeOneOf([200, 201]);
    const removed = await call('DELETE', `/api/delete/team/member?${new URLSearchParams({ team_id: teamId, email: member.email })}`, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    // The member's own session (cached with their teams) and record are dropped by the admin's write.
    await detailsUntil(member, (record) => record.team_id === null);
    expect((await call('GET', `/api/fetch/team/details?team_id=${teamId}`, member)).statusCode).toBe(403);
  });

  it('a team plan change reaches every member, and a project made by the team admin shows in the members’ team projects', async () => {
    const { admin, member } = await teamWithMember();
    expect((await details(member)).team_plan_name).toBe(TEAM_PLAN.id);
    const bigger = PLANS.team_monthly_usd_99!;
    await assignPlan(harness.ctx.db, admin.unique_id, bigger);
    await detailsUntil(member, (record) => record.team_plan_name === bigger.id);

    expect((await details(member)).team_projects.map((project) => project.project_name)).not.toContain('Team launch');
    expect((await call('POST', '/api/add/project', admin, { unique_id: admin.unique_id, project_name: 'Team launch' })).statusCode).toBeOneOf([200, 201]);
    await detailsUntil(member, (record) => record.team_projects.some((project) => project.project_name === 'Team launch'));
  });

  it('onboarding answers and a brand voice show at once', async () => {
    const user = await buildUser(harness.app);
    await details(user);
    expect((await call('POST', '/api/update/user/onboarding_data', user, { onboarding_data: { starting_workflow: 'factgpt' } })).statusCode).toBeOneOf([200, 201]);
    expect((await details(user)).onboarding_data).toMatchObject({ starting_workflow: 'factgpt' });

    expect((await details(user)).brand_voice).toBe(false);
    const profile = { tone: 'Warm', vocabulary: [], sentence_style: '', dos: [], donts: [], examples: [] };
    await harness.ctx.db.insert(brandVoices).values({ userId: user.unique_id, name: 'Mine', profile, sources: [], profileVersion: BRAND_VOICE_PROFILE_VERSION });
    await detailsUntil(user, (record) => record.brand_voice === true);
  });

  it('a team brand voice reaches every member', async () => {
    const { admin, member, teamId } = await teamWithMember();
    expect((await details(member)).team_brand_voice).toBe(false);
    const profile = { tone: 'Team', vocabulary: [], sentence_style: '', dos: [], donts: [], examples: [] };
    await harness.ctx.db.insert(brandVoices).values({ userId: admin.unique_id, teamId, name: 'Ours', profile, sources: [], profileVersion: BRAND_VOICE_PROFILE_VERSION });
    await detailsUntil(member, (record) => record.team_brand_voice === true);
  });

  it('a signed-out session answers 401 at once', async () => {
    const user = await buildUser(harness.app);
    await details(user);
    expect((await call('POST', '/api/auth/sign-out', user, {})).statusCode).toBeOneOf([200, 201]);
    expect((await call('GET', `/api/fetch/user/details?unique_id=${user.unique_id}`, user)).statusCode).toBe(401);
  });
});

describe('the cache triggers', () => {
  it('cover every table the cached reads join, so a new one cannot be forgotten', async () => {
    const read = new Set([...`${SESSION_USER_SQL} ${USER_DETAILS_SQL}`.matchAll(/\b(?:from|join)\s+([a-z_]+)\b/g)].map((match) => match[1]!));
    read.delete('lateral');
    const notifying = rowsOf<{ table: string }>(
      await harness.ctx.db.execute(sql`select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like '%_notify_cache'`),
    ).map((row) => row.table);
    expect([...read].sort()).toEqual(['brand_voices', 'onboarding_data', 'projects', 'sessions', 'team_members', 'teams', 'users']);
    expect(new Set(notifying)).toEqual(read);
  });
});
