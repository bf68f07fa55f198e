import { eq, getTableColumns, type Table } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { teamMembers, teams, users } from '../db/schema';
import { buildUser, type TTestUser } from '../test/factories';
import { buildTestApp } from '../test/testApp';
import { loadFlagUser } from './flagUserLoader';
import { loadGenerationGate, type TGenerationGateRow } from './generationGateLoader';
import { loadUserDetails, type TUserDetailsRow } from './userDetailsLoader';

/**
 * The hot paths read users with hand-written SQL and hand-typed rows (queries/*Loader.ts); the
 * Drizzle schema is the source of truth for the columns. This contract fails when the two drift:
 * at compile time when a column's type changes in the schema but not in the row type, and at run
 * time when a query returns a column in another form than the query builder does (a numeric as
 * text, a date as a string, a missing parse).
 */

/** A table's select type keyed by its SQL column names (snake case, as the hand-written rows are). */
type TSnakeSelect<T extends Table> = {
  [K in keyof T['_']['columns'] & string as T['_']['columns'][K]['_']['name']]: T['$inferSelect'][K & keyof T['$inferSelect']];
};
type TShared<Row, Source> = Pick<Row, keyof Row & keyof Source>;
type TUsersRow = TSnakeSelect<typeof users>;

describe('hand-typed rows agree with the Drizzle schema (compile time)', () => {
  it('the user-details row types every users column it reads as the schema does', () => {
    expectTypeOf<TShared<TUserDetailsRow, TUsersRow>>().toEqualTypeOf<Pick<TUsersRow, keyof TUserDetailsRow & keyof TUsersRow>>();
    expectTypeOf<TUserDetailsRow['team_plan_name']>().toEqualTypeOf<(typeof teams.$inferSelect)['planName']>();
    expectTypeOf<NonNullable<TUserDetailsRow['team_admin_id']>>().toEqualTypeOf<(typeof teams.$inferSelect)['adminId']>();
    expectTypeOf<NonNullable<TUserDetailsRow['team_feature_runs']>>().toEqualTypeOf<(typeof teams.$inferSelect)['featureRuns']>();
  });

  it('the generation gate row types the users columns it reads as the schema does', () => {
    expectTypeOf<TShared<TGenerationGateRow, TUsersRow>>().toEqualTypeOf<Pick<TUsersRow, keyof TGenerationGateRow & keyof TUsersRow>>();
    expectTypeOf<TGenerationGateRow['team_plan_name']>().toEqualTypeOf<(typeof teams.$inferSelect)['planName']>();
  });
});

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let member: TTestUser;
let admin: TTestUser;

beforeAll(async () => {
  harness = await buildTestApp();
  admin = await buildUser(harness.app);
  member = await buildUser(harness.app);
  // A team with a plan and figures that are not whole numbers, so every column carries a real value.
  const [team] = await harness.ctx.db
    .insert(teams)
    .values({ adminId: admin.unique_id, planName: 'team_tier_1_monthly', maxMembers: 3, creditLimit: 250.5, creditsUsed: 1.7, additionalCredits: 0.3 })
    .returning();
  await harness.ctx.db.insert(teamMembers).values([
    { teamId: team!.id, userId: admin.unique_id },
    { teamId: team!.id, userId: member.unique_id },
  ]);
  await harness.ctx.db.update(users).set({ creditsUsed: 1.7, additionalCredits: 12.3, fupRatio: 0.25 }).where(eq(users.id, member.unique_id));
}, 60_000);
afterAll(async () => harness?.close());

/** Every column of the table that the hand-written row also carries, with the query builder's value. */
async function builderValues(table: typeof users, id: string, row: Record<string, unknown>) {
  const [stored] = await harness.ctx.db.select().from(table).where(eq(table.id, id));
  const shared = Object.entries(getTableColumns(table)).filter(([, column]) => column.name in row);
  return { stored: stored as Record<string, unknown>, shared };
}

describe('hand-written queries return what the query builder returns (run time, on the real database)', () => {
  it('user details: each users column it reads, and its team columns', async () => {
    const details = (await loadUserDetails(harness.ctx.database, member.unique_id))!;
    const { stored, shared } = await builderValues(users, member.unique_id, details);
    expect(shared.length).toBeGreaterThan(15);
    for (const [key, column] of shared) expect({ [column.name]: details[column.name as keyof TUserDetailsRow] }).toEqual({ [column.name]: stored[key] });
    const [team] = await harness.ctx.db.select().from(teams).where(eq(teams.adminId, admin.unique_id));
    expect({ id: details.team_id, plan: details.team_plan_name, admin: details.team_admin_id, runs: details.team_feature_runs }).toEqual({
      id: team!.id,
      plan: team!.planName,
      admin: team!.adminId,
      runs: team!.featureRuns,
    });
  });

  it('the generation gate: the users columns and the team it reads', async () => {
    const gate = (await loadGenerationGate(harness.ctx.database, { userId: member.unique_id, mode: 'instruct', now: new Date() }))!;
    const { stored, shared } = await builderValues(users, member.unique_id, gate);
    expect(shared.map(([, column]) => column.name)).toEqual(expect.arrayContaining(['id', 'email', 'plan_name']));
    for (const [key, column] of shared) expect({ [column.name]: gate[column.name as keyof TGenerationGateRow] }).toEqual({ [column.name]: stored[key] });
    const details = (await loadUserDetails(harness.ctx.database, member.unique_id))!;
    expect({ id: gate.team_id, plan: gate.team_plan_name, admin: gate.team_admin_id }).toEqual({ id: details.team_id, plan: details.team_plan_name, admin: details.team_admin_id });
  });

  it('the flag user reads the same identity and team as the user details', async () => {
    const flagUser = await loadFlagUser(harness.ctx.database, member.unique_id);
    const details = (await loadUserDetails(harness.ctx.database, member.unique_id))!;
    expect(flagUser).toEqual({
      id: details.id,
      email: details.email,
      planId: details.plan_name,
      teamId: details.team_id,
      teamPlan: details.team_plan_name,
      teamAdminId: details.team_admin_id,
    });
  });
});
