import { sql } from 'drizzle-orm';
import { PUBLIC_DAILY_RUNS } from '@core/constants';
import { ERRORS } from '@core/errors';
import { publicRunsDay } from '@core/usage/publicRuns';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { HttpError } from '../errors';
import { publicRunKeys, toPublicRunsStatus, type TPublicVisitor } from '../queries/publicRunsLoader';

/**
 * Uses one of a public visitor's free runs of today (UTC day). The run counts against the visitor
 * cookie and the address, and both must be under the limit: each count is one guarded upsert that
 * locks its row, in one transaction, so concurrent runs can never pass the limit and a refused run
 * changes neither count. Refused: 400 public_runs_exhausted (spec §8).
 */
export async function usePublicRun(db: Db, visitor: TPublicVisitor, now: Date) {
  const day = publicRunsDay(now);
  return db.transaction(async (tx) => {
    let used = 0;
    for (const key of publicRunKeys(visitor)) {
      const rows = rowsOf<{ runs_used: number }>(await tx.execute(sql`
        insert into public_runs (key, day, runs_used, updated_at) values (${key}, ${day}::date, 1, ${now.toISOString()}::timestamptz)
        on conflict (key, day) do update set runs_used = public_runs.runs_used + 1, updated_at = excluded.updated_at
        where public_runs.runs_used < ${PUBLIC_DAILY_RUNS}
        returning runs_used`));
      if (!rows[0]) throw new HttpError('public_runs_exhausted', ERRORS.public_runs_exhausted.message);
      used = Math.max(used, rows[0].runs_used);
    }
    return toPublicRunsStatus(used, now);
  });
}
