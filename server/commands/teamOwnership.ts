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

/**
 * Keeps the team a user administers in step with the plan just assigned to them (planAssigner):
 * a team plan makes the team (the admin its first member) or, assigned again, updates the same team's
 * plan, seats, credit limit and runs; `newPeriod` starts its credits over as the user's do. A plan
 * without a team marks an owned team expired (members stay listed, the pool answers "expired").
 * Someone who is a member of another admin's team gets no team of their own: a user is in one team.
 */
export async function syncOwnedTeam(db: Db, userId: string, plan: TPlan, options: { newPeriod: boolean }): Promise<void> {
  if (!planOwnsTeam(plan)) {
    await db.update(teams).set({ expired: true }).where(eq(teams.adminId, userId));
    return;
  }
  await db.transaction(async (tx) => {
    // The admin's row is the lock: two deliveries of one purchase must not make two teams.
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const [owned] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.adminId, userId)).orderBy(asc(teams.createdAt)).limit(1);
    const terms = { planName: plan.id, maxMembers: plan.maxTeamMembers, creditLimit: plan.creditLimit, featureRuns: { ...plan.runLimits }, expired: false };
    if (owned) {
      await tx
        .update(teams)
        .set({ ...terms, ...(options.newPeriod ? { creditsUsed: 0 } : {}) })
        .where(eq(teams.id, owned.id));
      return;
    }
    if (await isMemberOfOthersTeam(tx, userId)) return;
    const [team] = await tx.insert(teams).values({ adminId: userId, ...terms }).returning({ id: teams.id });
    await tx.insert(teamMembers).values({ teamId: team!.id, userId });
  });
}
