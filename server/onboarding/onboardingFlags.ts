import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';

type TDbOrTx = Pick<Db, 'select' | 'update'>;

/**
 * What users.onboarding_steps holds besides the step flags of spec §3 (which are latched there once
 * found done): the flow finished or skipped, the checklist hidden, and the Discord click.
 */
export const FLOW_FINISHED = 'flow_finished';
export const FLOW_SKIPPED = 'flow_skipped';
export const CHECKLIST_DISMISSED = 'checklist_dismissed';

/** The person's stored onboarding flags ({} for an account that has none yet). */
export async function loadOnboardingFlags(db: TDbOrTx, userId: string): Promise<Record<string, boolean>> {
  const [row] = await db.select({ flags: users.onboardingSteps }).from(users).where(eq(users.id, userId));
  return row?.flags ?? {};
}

/** Adds flags to the stored ones in one statement (jsonb ||), so two calls at once never lose each other's. */
export async function addOnboardingFlags(db: TDbOrTx, userId: string, flags: Record<string, true>): Promise<void> {
  await db
    .update(users)
    .set({ onboardingSteps: sql`${users.onboardingSteps} || ${JSON.stringify(flags)}::jsonb` })
    .where(eq(users.id, userId));
}
