import { asc, eq, sql } from 'drizzle-orm';
import { planLacksTeamMode } from '@core/plans/teamMode';
import type { TPlan } from '@core/plans/planTypes';
import type { Db } from '../db/database';
import { teamMembers, teams } from '../db/schema';
import { isMemberOfOthersTeam } from '../queries/otherTeamMembership';

/**
 * A plan with seats for members owns a team; trial plans list seats (spec §6 gives them team pages)
 * but have no team mode (spec §4), so their users join teams rather than own one
 * (docs/decisions.md, Teams).
 */
export function planOwnsTeam(plan: TPlan): boolean {
  return plan.maxTeamMembers > 0 && !planLacksTeamMode(plan.id);
}

/** Marks expired the teams the user pays for (members stay listed, the pool answers "expired"). */
export async function expireTeamsPaidBy(db: Db, userId: string): Promise<void> {
  await db.update(teams).set({ expired: true }).where(eq(teams.payerId, userId));
}

/**
 * The team a user's team plan governs, locked: the one they pay for, else the one they administer
 * (its admin buying a team plan for it after the role was handed to them). Locking re-reads the row
 * after any wait, so a team whose payer or admin changed meanwhile is not taken.
 */
async function governedTeam(tx: Db, userId: string): Promise<{ id: string } | undefined> {
  for (const column of [teams.payerId, teams.adminId]) {
    const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(column, userId)).orderBy(asc(teams.createdAt)).limit(1).for('update');
    if (team) return team;
  }
  return undefined;
}

/**
 * Keeps the team a user pays for in step with the plan just assigned to them (planAssigner): a team
 * plan makes the team (the buyer its admin, payer and first member) or, assigned again, updates the
 * same team's plan, seats, credit limit and runs and makes the user its payer; `newPeriod` starts its
 * credits over as the user's do. The payer stays the payer when the admin role is handed over
 * (teamAdminTransferrer), so a plan without a team expires only the team the user pays for: the
 * admin of a team someone else pays for may be on any plan. Someone who is a member of another
 * admin's team, and neither pays for nor leads one, gets no team of their own: a user is in one team.
 */
export async function syncOwnedTeam(db: Db, userId: string, plan: TPlan, options: { newPeriod: boolean }): Promise<void> {
  if (!planOwnsTeam(plan)) {
    await expireTeamsPaidBy(db, userId);
    return;
  }
  await db.transaction(async (tx) => {
    // The user's row is the lock: two deliveries of one purchase must not make two teams.
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const governed = await governedTeam(tx, userId);
    const terms = { planName: plan.id, maxMembers: plan.maxTeamMembers, creditLimit: plan.creditLimit, featureRuns: { ...plan.runLimits }, expired: false };
    if (governed) {
      await tx
        .update(teams)
        .set({ ...terms, payerId: userId, ...(options.newPeriod ? { creditsUsed: 0 } : {}) })
        .where(eq(teams.id, governed.id));
      return;
    }
    if (await isMemberOfOthersTeam(tx, userId)) return;
    const [team] = await tx.insert(teams).values({ adminId: userId, payerId: userId, ...terms }).returning({ id: teams.id });
    await tx.insert(teamMembers).values({ teamId: team!.id, userId });
  });
}
