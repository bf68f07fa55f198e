import type { TContext } from '../context';
import { ClientAbortError } from '../ai/modelStream';
import { chargeCredits } from '../commands/creditsCharger';
import { recordOwnKeyUsage } from '../commands/ownKeyUsageRecorder';
import { recordGeneration } from '../commands/generationRecorder';
import type { Db } from '../db/database';
import { HttpError } from '../errors';
import type { TGatePass } from './generationGate';

/** What a finished (or cut-off) generation costs: the words written, for one feature. */
export type TGenerationCharge = { text: string; feature: string; chargeable: boolean };

export type TCommitOptions<T> = {
  /**
   * Saves the result in the same transaction (`db` is it): what is charged is saved, and the other way
   * round. Called after the charge, with the credits it took, so the result can record them.
   */
  save?: (db: Db, charged: { credits: number }) => Promise<T>;
  /**
   * The person already has the words (a stream): a pool that ran dry meanwhile charges nothing and the
   * result is still saved. Without it (a JSON answer not yet sent) the empty pool refuses with 429.
   */
  delivered?: boolean;
  /** Aborted when the client went away: checked last, before the commit; then nothing is written (ClientAbortError). */
  abandonIf?: AbortSignal;
};

/** Commits a generation once: records it for fair usage, charges it and saves its result, in one transaction. */
export type TCommit = <T>(charge: TGenerationCharge, options?: TCommitOptions<T>) => Promise<{ credits: number; saved: T | null }>;

/** Charges inside the caller's transaction; chargeCredits' own transaction becomes a savepoint of it. */
async function chargeIn(db: Db, pass: TGatePass, charge: TGenerationCharge, delivered: boolean): Promise<number> {
  if (!charge.chargeable || !charge.text.trim()) return 0;
  if (!pass.chargesCredits) {
    await recordOwnKeyUsage(db, { userId: pass.user.id, teamId: pass.teamId, outputText: [charge.text], feature: charge.feature, model: pass.engine.label });
    return 0;
  }
  try {
    const charged = await chargeCredits(db, { userId: pass.user.id, teamId: pass.teamId, outputText: [charge.text], feature: charge.feature, model: pass.engine.label });
    return charged.credits_charged;
  } catch (error) {
    // A concurrent answer took the rest of the pool: a delivered answer stands, uncharged.
    if (delivered && error instanceof HttpError && error.id === 'credits_exhausted') return 0;
    throw error;
  }
}

/**
 * Runs a generation after its gate passed and gives it `commit`, the one write of its result (spec
 * §7 credits, the usage ledger, fair usage and, for FactGPT, the chat) in one database transaction.
 * A generation that never commits (the provider failed, the client left first, the commit itself
 * failed) is still recorded for fair usage, on its own, and charges and saves nothing.
 */
export async function withGeneration<R>(ctx: Pick<TContext, 'db' | 'reporter'>, pass: TGatePass, work: (commit: TCommit) => Promise<R>): Promise<R> {
  let committed = false;
  const commit: TCommit = async (charge, options = {}) => {
    if (committed) throw new Error('A generation commits once.');
    const result = await ctx.db.transaction(async (tx) => {
      await recordGeneration(tx, { userId: pass.user.id, mode: pass.mode, now: pass.startedAt });
      const credits = await chargeIn(tx, pass, charge, options.delivered ?? false);
      const saved = options.save ? await options.save(tx, { credits }) : null;
      if (options.abandonIf?.aborted) throw new ClientAbortError();
      return { credits, saved };
    });
    committed = true;
    return result;
  };
  try {
    return await work(commit);
  } finally {
    if (!committed) {
      await recordGeneration(ctx.db, { userId: pass.user.id, mode: pass.mode, now: pass.startedAt }).catch((error: unknown) =>
        ctx.reporter.report('server', 'fair-usage record failed', { error: String(error) }),
      );
    }
  }
}
