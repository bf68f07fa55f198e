import { sql, type SQL } from 'drizzle-orm';
import type { TAnalyticsScope } from './analyticsScope';

/** A period of whole UTC days as the half-open range of moments it covers. */
export type TPeriodRange = { start: string; end: string };

/** `from`..`to` (YYYY-MM-DD, both included) → [start of from, start of the day after to), UTC. */
export function periodRange(from: string, to: string): TPeriodRange {
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString();
  return { start: `${from}T00:00:00.000Z`, end };
}

/** The rows of one table (by its alias) that the scope covers: the person's own pool, or the team's (one member or all). */
function inScope(alias: string, scope: TAnalyticsScope): SQL {
  const table = sql.raw(alias);
  if (scope.kind === 'personal') return sql`${table}.user_id = ${scope.userId} and ${table}.team_id is null`;
  const member = scope.userId ? sql` and ${table}.user_id = ${scope.userId}` : sql``;
  return sql`${table}.team_id = ${scope.teamId}${member}`;
}

function within(column: SQL, range: TPeriodRange): SQL {
  return sql`${column} >= ${range.start}::timestamptz and ${column} < ${range.end}::timestamptz`;
}

/**
 * Every counted event of the scope in the period, one row each (user_id, at, feature, credits,
 * words, runs, docs, checks), from the tables that record them (docs/decisions.md, "Analytics"):
 * the usage ledger (credits and words of every charged generation; a humanize rewrite is also an
 * optimization run), finished AutoBlog articles and workflow drafts (a run each), docs created,
 * fact checks that came back (a run and a check), plagiarism checks (a run and a check), and
 * finished SEO briefs (a run). Each branch reads its table by the user or team index and the period.
 */
export function usageEventsSql(scope: TAnalyticsScope, range: TPeriodRange): SQL {
  return sql`
    select u.user_id, u.created_at as at, u.feature, u.credits::numeric as credits, u.words,
      case when u.feature = 'humanize' then 1 else 0 end as runs, 0 as docs, 0 as checks
    from usage_events u where ${inScope('u', scope)} and ${within(sql`u.created_at`, range)}
    union all
    select r.user_id, a.finished_at, case when r.source = 'workflow' then 'workflow' else 'autoblog' end, 0, 0, 1, 0, 0
    from autoblog_runs r join autoblog_articles a on a.run_id = r.id
    where ${inScope('r', scope)} and a.status = 'done' and ${within(sql`a.finished_at`, range)}
    union all
    select b.user_id, b.created_at, 'docs', 0, 0, 0, 1, 0
    from blogs b where ${inScope('b', scope)} and ${within(sql`b.created_at`, range)}
    union all
    select f.user_id, coalesce(f.finished_at, f.updated_at), 'factcheck', 0, 0, 1, 0, 1
    from fact_checks f where ${inScope('f', scope)} and f.status = 'ready' and ${within(sql`coalesce(f.finished_at, f.updated_at)`, range)}
    union all
    select p.user_id, p.created_at, 'plagiarism', 0, 0, 1, 0, 1
    from plagiarism_checks p where ${inScope('p', scope)} and ${within(sql`p.created_at`, range)}
    union all
    select s.user_id, s.created_at, 'seo_brief', 0, 0, 1, 0, 0
    from seo_briefs s where ${inScope('s', scope)} and s.status = 'ready' and ${within(sql`s.created_at`, range)}`;
}
