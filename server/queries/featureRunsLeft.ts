import { eq } from 'drizzle-orm';
import type { TFeatureName } from '@core/api/credits';
import type { Db } from '../db/database';
import { teams } from '../db/schema/teams';
import { users } from '../db/schema/users';

/** Runs of a feature left in the pool a run would be used from: the team's in team mode, else the user's plan runs plus purchased ones. */
export async function featureRunsLeft(db: Db, target: { userId: string; teamId: string | null }, feature: TFeatureName): Promise<number> {
  if (target.teamId) {
    const [team] = await db.select({ featureRuns: teams.featureRuns }).from(teams).where(eq(teams.id, target.teamId)).limit(1);
    return Math.max(0, Number(team?.featureRuns[feature] ?? 0));
  }
  const [user] = await db.select({ featureRuns: users.featureRuns, additionalRuns: users.additionalRuns }).from(users).where(eq(users.id, target.userId)).limit(1);
  if (!user) return 0;
  return Math.max(0, Number(user.featureRuns[feature] ?? 0)) + Math.max(0, Number(user.additionalRuns[feature] ?? 0));
}
