import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { PLANS } from '@core/plans/planTable';
import { assignPlan } from '../commands/planAssigner';
import { autoblogArticles, autoblogRuns, blogs, factChecks, plagiarismChecks, seoBriefs, teams } from '../db/schema';
import { buildUser, type TTestUser } from '../test/factories';
import type { buildTestApp } from '../test/testApp';

type THarness = Awaited<ReturnType<typeof buildTestApp>>;
type TWhere = { teamId?: string | null; at?: Date };

/** Test data for analytics and the team's usage, through the real routes where there is one. */
export function analyticsWorld(harness: THarness) {
  const db = harness.ctx.db;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user: TTestUser | null, payload?: object) =>
    harness.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload ? { payload } : {}) });

  /** A user on the team plan and the team it came with. */
  async function teamAdmin(name = 'Ann Admin'): Promise<{ admin: TTestUser; teamId: string }> {
    const admin = await buildUser(harness.app, { name });
    await assignPlan(db, admin.unique_id, PLANS.team_monthly_april_2024!);
    const [team] = await db.select().from(teams).where(eq(teams.adminId, admin.unique_id));
    return { admin, teamId: team!.id };
  }

  /** Someone invited by the admin who joins the team. */
  async function memberOf(teamId: string, admin: TTestUser, name = 'Max Member'): Promise<TTestUser> {
    const member = await buildUser(harness.app, { name });
    expect((await call('POST', '/api/add/team/member', admin, { team_id: teamId, email: member.email })).statusCode).toBe(201);
    expect((await call('POST', '/api/join/team', member, { team_id: teamId })).statusCode).toBe(200);
    return member;
  }

  /** Charges a generation of `words` words through POST /api/user/credits/update (one credit per 100 words). */
  async function charge(user: TTestUser, words: number, feature: string, teamId: string | null = null) {
    const output = Array.from({ length: words }, (_, index) => `word${index}`).join(' ');
    const response = await call('POST', '/api/user/credits/update', user, { unique_id: user.unique_id, ...(teamId ? { team_id: teamId } : {}), output_text: [output], feature });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ credits_charged: number }>().credits_charged;
  }

  /** A doc created by the user (in the team's docs when teamId is given). */
  async function doc(user: TTestUser, where: TWhere = {}) {
    await db.insert(blogs).values({
      userId: user.unique_id,
      teamId: where.teamId ?? null,
      projectId: user.projects[0]!._id,
      title: 'A doc',
      userInput: {} as never,
      metaData: {} as never,
      ...(where.at ? { createdAt: where.at } : {}),
    });
  }

  /** A plagiarism check as checkRecorder stores it. */
  async function plagiarismCheck(user: TTestUser, where: TWhere = {}) {
    const result = { result: [], querywords: 20, plagiarism_usage_ratio: 0, allpercentmatched: 0, allwordsmatched: 0, allviewurl: null, plagiarism_runs: 0, notices: [], checked_at: new Date().toISOString() };
    await db.insert(plagiarismChecks).values({ userId: user.unique_id, teamId: where.teamId ?? null, words: 20, result, ...(where.at ? { createdAt: where.at } : {}) });
  }

  /** A fact check in a given state (only ready ones are counted). */
  async function factCheck(user: TTestUser, status: 'ready' | 'failed', where: TWhere = {}) {
    const at = where.at ?? new Date();
    await db.insert(factChecks).values({
      userId: user.unique_id,
      teamId: where.teamId ?? null,
      status,
      text: 'The sky is blue.',
      settings: { web: false, urls: [], assetIds: null, selection: null, language: 'English-US' },
      sourcesKey: 'k',
      modelName: 'azure-gpt',
      engine: 'offline',
      modelLabel: 'offline',
      createdAt: at,
      updatedAt: at,
      finishedAt: at,
    });
  }

  /** An SEO brief in a given state (only ready ones are counted). */
  async function seoBrief(user: TTestUser, status: 'ready' | 'failed', where: TWhere = {}) {
    await db.insert(seoBriefs).values({ userId: user.unique_id, teamId: where.teamId ?? null, keyword: 'soil', language: 'English-US', country: 'United States', status, ...(where.at ? { createdAt: where.at } : {}) });
  }

  /** An AutoBlog run (or a workflow's draft) with articles in the given states; finished ones count a run each. */
  async function autoblogRun(user: TTestUser, source: 'autoblog' | 'workflow', statuses: Array<'done' | 'failed'>, where: TWhere = {}) {
    const at = where.at ?? new Date();
    const settings = { mode: 'instruct' as const, formality: 'neutral' as const, length: 1_500, language: 'English-US', country: 'United States', tone: 'CASUAL' };
    const [run] = await db
      .insert(autoblogRuns)
      .values({ userId: user.unique_id, teamId: where.teamId ?? null, template: 'listicle' as never, source, settings, modelName: 'azure-gpt', modelLabel: 'offline', createdAt: at })
      .returning({ id: autoblogRuns.id });
    await db.insert(autoblogArticles).values(
      statuses.map((status, position) => ({ runId: run!.id, userId: user.unique_id, position, keyword: `k${position}`, status, finishedAt: status === 'done' ? at : null })),
    );
  }

  return { call, teamAdmin, memberOf, charge, doc, plagiarismCheck, factCheck, seoBrief, autoblogRun };
}

/** Today and the day `days` ago, as UTC dates (YYYY-MM-DD). */
export function utcDaysAgo(days: number, now = new Date()): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}
