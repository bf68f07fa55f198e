import { sql } from 'drizzle-orm';
import type { TFeatureName } from '@core/api/credits';
import { ERRORS } from '@core/errors';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { HttpError } from '../errors';
import { loadCreditPool } from '../queries/creditBalance';

type TRuns = { autoblog_workflow: number; content_optimization: number };
type TRunsRow = { feature_runs: TRuns; additional_runs: TRuns };

/**
 * Uses one run of a feature: the plan's runs first, then purchased additional runs (spec §3). In
 * team mode the team's runs are used. One guarded UPDATE, so two runs at once cannot both take the
 * last one; none left answers 429 with nothing changed.
 */
export async function useFeatureRun(db: Db, input: { userId: string; teamId: string | null; feature: TFeatureName }) {
  return db.transaction(async (tx) => {
    await loadCreditPool(tx, input);
    const key = input.feature;
    const rows = input.teamId
      ? rowsOf<{ feature_runs: TRuns }>(await tx.execute(sql`
          update teams set feature_runs = jsonb_set(feature_runs, array[${key}::text], to_jsonb((feature_runs->>${key})::int - 1))
          where id = ${input.teamId} and (feature_runs->>${key})::int > 0
          returning feature_runs`))
      : rowsOf<TRunsRow>(await tx.execute(sql`
          update users set
            feature_runs = case when (feature_runs->>${key})::int > 0
              then jsonb_set(feature_runs, array[${key}::text], to_jsonb((feature_runs->>${key})::int - 1)) else feature_runs end,
            additional_runs = case when (feature_runs->>${key})::int > 0 then additional_runs
              else jsonb_set(additional_runs, array[${key}::text], to_jsonb((additional_runs->>${key})::int - 1)) end,
            updated_at = now()
          where id = ${input.userId} and ((feature_runs->>${key})::int > 0 or (additional_runs->>${key})::int > 0)
          returning feature_runs, additional_runs`));
    const row = rows[0];
    if (!row) throw new HttpError('runs_exhausted', ERRORS.runs_exhausted.message);
    const additional = 'additional_runs' in row ? (row as TRunsRow).additional_runs : { autoblog_workflow: 0, content_optimization: 0 };
    return {
      pool: input.teamId ? ('team' as const) : ('user' as const),
      feature_runs: row.feature_runs,
      additional_runs: additional,
      runs_left: row.feature_runs[key] + additional[key],
    };
  });
}
