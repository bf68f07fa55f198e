import { sql } from 'drizzle-orm';
import type { TAnalyticsBucket, TAnalyticsFigures } from '@core/api/analytics';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import type { TAnalyticsScope } from './analyticsScope';
import { periodRange, usageEventsSql } from './usageEventsSql';

/** Figures as the database sums them: credits as numeric text with one decimal, counts as integers. */
type TFiguresRow = { credits: string; words: number; runs: number; docs: number; checks: number };
type TGroupedRow = TFiguresRow & { bucket: string | null; user_id: string; feature: string | null; grouping: number };

export type TUsageLine = TAnalyticsFigures & { date: string | null; unique_id: string; feature: string | null };
export type TUsageReport = { detail: TUsageLine[]; series: TUsageLine[]; totals: TUsageLine[] };

const bucketSql = (bucket: TAnalyticsBucket) =>
  bucket === 'week' ? sql`to_char(date_trunc('week', e.at at time zone 'UTC'), 'YYYY-MM-DD')` : sql`to_char(e.at at time zone 'UTC', 'YYYY-MM-DD')`;

function lineOf(row: TGroupedRow): TUsageLine {
  return { date: row.bucket, unique_id: row.user_id, feature: row.feature, credits: row.credits, words: Number(row.words), runs: Number(row.runs), docs: Number(row.docs), checks: Number(row.checks) };
}

/**
 * The scope's usage over the period, summed in the database in one pass (grouping sets): per
 * bucket, member and feature (the CSV's rows), per bucket and member (the charts' series), per
 * member and feature and per member (the table). Credits stay exact: numeric sums, sent as text.
 */
export async function loadUsageReport(db: Db, scope: TAnalyticsScope, period: { from: string; to: string; bucket: TAnalyticsBucket }): Promise<TUsageReport> {
  const rows = rowsOf<TGroupedRow>(
    await db.execute(sql`
      with e as (${usageEventsSql(scope, periodRange(period.from, period.to))}),
      b as (select ${bucketSql(period.bucket)} as bucket, e.* from e)
      select bucket, user_id, feature, grouping(bucket, feature)::int as grouping,
        sum(credits)::numeric(14, 1)::text as credits, sum(words)::bigint as words, sum(runs)::int as runs,
        sum(docs)::int as docs, sum(checks)::int as checks
      from b
      group by grouping sets ((bucket, user_id, feature), (bucket, user_id), (user_id, feature), (user_id))
      order by bucket nulls first, user_id collate "C", feature collate "C" nulls first`),
  );
  // grouping(): bit 2 is set when the bucket is summed over, bit 1 when the feature is.
  return {
    detail: rows.filter((row) => row.grouping === 0).map(lineOf),
    series: rows.filter((row) => row.grouping === 1).map(lineOf),
    totals: rows.filter((row) => row.grouping >= 2).map(lineOf),
  };
}
