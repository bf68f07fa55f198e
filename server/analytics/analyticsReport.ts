import { bucketFor, type TAnalyticsBucket, type TAnalyticsMember, type TAnalyticsReport } from '@core/api/analytics';
import type { Db } from '../db/database';
import { loadAnalyticsMembers } from './analyticsMembersLoader';
import type { TAnalyticsScope } from './analyticsScope';
import { loadUsageReport, type TUsageLine, type TUsageReport } from './usageReportLoader';

type TPeriod = { from: string; to: string };

/** The scope's usage in the period and the people it names, grouped by day (the CSV) or as the page groups it. */
export async function buildUsageReport(db: Db, scope: TAnalyticsScope, period: TPeriod, bucket: TAnalyticsBucket = bucketFor(period.from, period.to)) {
  const usage = await loadUsageReport(db, scope, { ...period, bucket });
  const members = await loadAnalyticsMembers(db, scope, usage.totals.map((line) => line.unique_id));
  return { usage, members, bucket };
}

const figuresOf = ({ credits, words, runs, docs, checks }: TUsageLine) => ({ credits, words, runs, docs, checks });

/** The report as GET /api/analytics answers it (see ZAnalyticsReport). */
export function presentAnalyticsReport(scope: TAnalyticsScope, period: TPeriod, report: { usage: TUsageReport; members: TAnalyticsMember[]; bucket: TAnalyticsBucket }): TAnalyticsReport {
  return {
    from: period.from,
    to: period.to,
    bucket: report.bucket,
    scope: scope.kind,
    team_id: scope.kind === 'team' ? scope.teamId : null,
    all_members: scope.kind === 'team' && scope.userId === null,
    members: report.members,
    series: report.usage.series.map((line) => ({ date: line.date ?? '', unique_id: line.unique_id, ...figuresOf(line) })),
    totals: report.usage.totals.map((line) => ({ unique_id: line.unique_id, feature: line.feature, ...figuresOf(line) })),
  };
}
