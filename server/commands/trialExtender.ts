import { eq } from 'drizzle-orm';
import { TRIAL_EXTENSION_FAILED } from '@core/api/trialExtension';
import { findPlan } from '@core/plans/planTable';
import { trialExtensionEligible } from '@core/plans/trialExtension';
import { auditedAccountChange } from '../audit/auditedAccountChange';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { badRequest } from '../errors';
import { extendedExpiry } from './expiryExtension';

/**
 * Gives a trial user their extra week (spec §4) once they earned it, and only once: the row is
 * locked while the thresholds are checked, so two tabs asking together extend it one time. The
 * week is added to the trial's end, or to now when the trial has already ended.
 */
export async function extendTrial(db: Db, userId: string, days: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    const plan = findPlan(user?.planName);
    if (!user || !plan) throw badRequest(TRIAL_EXTENSION_FAILED);
    const eligible = trialExtensionEligible({
      planId: user.planName,
      freeTrialOfferExtended: user.freeTrialOfferExtended,
      runLimits: plan.runLimits,
      featureRuns: user.featureRuns,
      creditsUsed: user.creditsUsed,
      creditLimit: user.creditLimit,
    });
    if (!eligible) throw badRequest(TRIAL_EXTENSION_FAILED);
    const expiryDate = extendedExpiry(user.expiryDate, days, now);
    // In the audit log (issue 22) as the person's own change: they earned it and their app asked.
    await auditedAccountChange(tx, { actor: user.email, action: 'expiry.trial_extend', userId }, (change) =>
      change.update(users).set({ expiryDate, freeTrialOfferExtended: true, updatedAt: now }).where(eq(users.id, userId)),
    );
    return { expiry_date: expiryDate.toISOString(), free_trial_offer_extended: true as const };
  });
}
