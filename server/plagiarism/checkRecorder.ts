import { sql } from 'drizzle-orm';
import type { TPlagiarismResult } from '@core/api/plagiarism';
import { ERRORS } from '@core/errors';
import { ClientAbortError } from '../ai/modelStream';
import { useFeatureRun } from '../commands/featureRunUser';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { plagiarismChecks } from '../db/schema/plagiarism';
import { HttpError } from '../errors';

type TPool = { userId: string; teamId: string | null };

/** Checks of this pool (the team's in team mode, else the user's own) since 00:00 UTC on the 1st of this month, by the database's clock. */
export async function checksThisMonth(db: Db, pool: TPool): Promise<number> {
  const owner = pool.teamId ? sql`team_id = ${pool.teamId}` : sql`user_id = ${pool.userId} and team_id is null`;
  const [row] = rowsOf<{ used: number }>(
    await db.execute(sql`select count(*)::int as used from plagiarism_checks
      where ${owner} and created_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'`),
  );
  return Number(row?.used ?? 0);
}

/** The plan's checks of this month are used: 429 with the reason. */
export const monthlyChecksUsed = () => new HttpError('plagiarism_runs_exhausted', ERRORS.plagiarism_runs_exhausted.message);

/**
 * Saves a check's result and charges it in one transaction: one content_optimization run (429 when
 * none is left) and one of the month's plagiarism checks, counted after the run's row lock so two
 * checks at once cannot both take the last one. Any refusal, or a client that left before the
 * commit, saves and charges nothing.
 */
export async function recordPlagiarismCheck(
  db: Db,
  input: TPool & { blogId: string | null; words: number; allowed: number; result: (used: number) => TPlagiarismResult; abandonIf?: AbortSignal },
): Promise<TPlagiarismResult> {
  return db.transaction(async (tx) => {
    await useFeatureRun(tx as unknown as Db, { userId: input.userId, teamId: input.teamId, feature: 'content_optimization' });
    const used = await checksThisMonth(tx as unknown as Db, input);
    if (used >= input.allowed) throw monthlyChecksUsed();
    const result = input.result(used + 1);
    await tx.insert(plagiarismChecks).values({ userId: input.userId, teamId: input.teamId, blogId: input.blogId, words: input.words, result });
    // The client left: nothing is saved, so nothing is charged (checked last, inside the transaction).
    if (input.abandonIf?.aborted) throw new ClientAbortError();
    return result;
  });
}
