import { ERRORS } from '@core/errors';
import type { Db } from '../db/database';
import { HttpError } from '../errors';
import type { TAutoblogRunRow } from '../db/schema/autoblog';
import { featureRunsLeft } from '../queries/featureRunsLeft';
import { loadCreditPool, toBalance } from '../queries/creditBalance';
import { moveArticles, ACTIVE_STATUSES } from './autoblogStore';

/** Refusals at the charge (or before an article starts) that pause the run rather than fail it. */
export const PAUSING_REFUSALS = new Set(['runs_exhausted', 'credits_exhausted', 'plan_expired']);

const RESUME_HINT = 'Nothing written was lost: resume the run once you have more, and the paused articles continue where they stopped.';

/** Why the run's pool cannot pay for another article now (no runs, no credits, an expired plan), as the error to answer, or null. */
export async function poolRefusal(db: Db, run: Pick<TAutoblogRunRow, 'userId' | 'teamId' | 'chargesCredits'>): Promise<HttpError | null> {
  const target = { userId: run.userId, teamId: run.teamId };
  if ((await featureRunsLeft(db, target, 'autoblog_workflow')) < 1) return new HttpError('runs_exhausted', ERRORS.runs_exhausted.message);
  try {
    const { pool, row } = await loadCreditPool(db, target);
    if (run.chargesCredits && toBalance(pool, row).credits_left <= 0) return new HttpError('credits_exhausted', ERRORS.credits_exhausted.message);
  } catch (error) {
    if (error instanceof HttpError && PAUSING_REFUSALS.has(error.id)) return error;
    throw error;
  }
  return null;
}

/** Pauses every article of the run not finished yet, with the reason and how to go on. */
export async function pauseRun(db: Db, runId: string, reason: string): Promise<void> {
  await moveArticles(db, { runId }, ACTIVE_STATUSES, { status: 'paused', error: `Paused: ${reason} ${RESUME_HINT}` });
}
