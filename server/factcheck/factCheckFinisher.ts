import { and, eq } from 'drizzle-orm';
import type { TModelEngine } from '../ai/models';
import { chargeCredits } from '../commands/creditsCharger';
import { useFeatureRun } from '../commands/featureRunUser';
import type { Db } from '../db/database';
import { factCheckPages, factChecks, type TFactCheckRow, type TStoredClaim } from '../db/schema/factChecks';
import { HttpError } from '../errors';
import { isSettled } from './claimPlan';
import { updateFactCheck } from './factCheckStore';

/** Another worker finished this check first (it is never finished or charged twice). */
class AlreadyFinished extends Error {}

/** Refusals at the charge that fail the check with their message, nothing charged. */
const REFUSALS = new Set(['runs_exhausted', 'credits_exhausted', 'plan_expired']);

/** The words the model wrote for the claims this check looked up (reused claims were charged by their own check). */
export const chargedWords = (claims: readonly TStoredClaim[]) =>
  claims
    .filter((claim) => !claim.reused)
    .map((claim) => claim.modelWords)
    .filter(Boolean);

/**
 * Finishes a check: ready (its stored pages let go), in one transaction with its charge — one content_optimization run of
 * the pool it was asked from when it looked up at least one claim, and the credits for the words
 * the model wrote (none offline or on the user's own key). A pool without runs or credits by then,
 * or an expired plan, fails the check with the message and charges nothing.
 */
export async function finishFactCheck(db: Db, check: TFactCheckRow, engine: TModelEngine): Promise<void> {
  const lookedUp = check.claims.some((claim) => !claim.reused && isSettled(claim.verdict));
  const words = chargedWords(check.claims);
  try {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(factChecks)
        .set({ status: 'ready', claims: check.claims, notices: check.notices, error: null, finishedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(factChecks.id, check.id), eq(factChecks.status, 'checking')))
        .returning({ id: factChecks.id });
      if (!claimed) throw new AlreadyFinished();
      // The pages were kept so a resumed check quotes the same text; its passages now hold what they quote.
      await tx.delete(factCheckPages).where(eq(factCheckPages.checkId, check.id));
      if (!lookedUp) return;
      await useFeatureRun(tx, { userId: check.userId, teamId: check.teamId, feature: 'content_optimization' });
      if (engine.engine !== 'model' || !check.chargesCredits || !words.length) return;
      const charged = await chargeCredits(tx, { userId: check.userId, teamId: check.teamId, outputText: words, feature: 'factcheck', model: engine.label });
      await tx.update(factChecks).set({ creditsCharged: charged.credits_charged }).where(eq(factChecks.id, check.id));
    });
  } catch (error) {
    if (error instanceof AlreadyFinished) return;
    if (error instanceof HttpError && REFUSALS.has(error.id)) {
      await updateFactCheck(db, check.id, { status: 'failed', error: `${error.message} The check was not saved and nothing was charged.`, finishedAt: new Date() });
      return;
    }
    throw error;
  }
}
