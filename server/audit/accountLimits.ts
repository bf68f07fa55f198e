import { eq } from 'drizzle-orm';
import type { TAccountLimits } from '@core/api/accountLimits';
import { creditsToText } from '@core/credits/creditTenths';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/** The account's email and limits as they stand (inside the caller's transaction), or null when there is no such account. */
export async function readAccountLimits(db: Db, userId: string): Promise<{ email: string; limits: TAccountLimits } | null> {
  const [row] = await db
    .select({
      email: users.email,
      planName: users.planName,
      creditLimit: users.creditLimit,
      creditsUsed: users.creditsUsed,
      additionalCredits: users.additionalCredits,
      featureRuns: users.featureRuns,
      additionalRuns: users.additionalRuns,
      expiryDate: users.expiryDate,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) return null;
  return {
    email: row.email,
    limits: {
      plan_name: row.planName,
      credit_limit: creditsToText(row.creditLimit),
      credits_used: creditsToText(row.creditsUsed),
      additional_credits: creditsToText(row.additionalCredits),
      feature_runs: { ...row.featureRuns },
      additional_runs: { ...row.additionalRuns },
      expiry_date: row.expiryDate ? row.expiryDate.toISOString() : null,
    },
  };
}
