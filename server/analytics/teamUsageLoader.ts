import type { TTeamUsageRecord } from '@core/api/teams';
import type { Db } from '../db/database';
import { loadAnalyticsMembers } from './analyticsMembersLoader';
import { loadUsageReport } from './usageReportLoader';

/** The current period of the team tab: the calendar month so far (UTC), first day to today. */
export function currentMonth(now: Date): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  return { from: `${to.slice(0, 8)}01`, to };
}

/**
 * Each current member's usage of the team's pool this month (the figures of the analytics report,
 * summed over features); a member with none reads zero.
 */
export async function loadTeamUsage(db: Db, teamId: string, now: Date): Promise<TTeamUsageRecord> {
  const period = currentMonth(now);
  const scope = { kind: 'team' as const, teamId, userId: null };
  const usage = await loadUsageReport(db, scope, { ...period, bucket: 'day' });
  const members = (await loadAnalyticsMembers(db, scope, [])).filter((member) => member.current_member);
  const totals = new Map(usage.totals.filter((line) => line.feature === null).map((line) => [line.unique_id, line]));
  return {
    ...period,
    members: members.map((member) => {
      const line = totals.get(member.unique_id);
      return { unique_id: member.unique_id, credits: line?.credits ?? '0.0', words: line?.words ?? 0, runs: line?.runs ?? 0 };
    }),
  };
}
