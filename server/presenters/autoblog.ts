import type { TAutoblogArticle, TAutoblogRun, TAutoblogRunSummary } from '@core/api/autoblog';
import type { TSessionUser } from '../auth/sessionUser';
import type { TAutoblogArticleRow, TAutoblogRunRow } from '../db/schema/autoblog';
import { can } from '../policies';
import { AutoblogRun } from '../policies/autoblog';
import type { TRunTally } from '../autoblog/runLoader';
import { ACTIVE_STATUSES } from '../autoblog/autoblogStore';

/** A run's status, read from its articles: working while any is, then paused, then how it ended. */
function statusOf(tally: TRunTally, total: number): TAutoblogRunSummary['status'] {
  const of = (status: keyof TRunTally['byStatus']) => tally.byStatus[status] ?? 0;
  if (ACTIVE_STATUSES.some((status) => of(status) > 0)) return 'running';
  if (of('paused') > 0) return 'paused';
  if (of('done') > 0) return 'done';
  if (of('failed') > 0) return 'failed';
  return total > 0 && of('cancelled') === total ? 'cancelled' : 'done';
}

/** A run's status and counts by article status, from its tally. */
export function runFigures(tally: TRunTally): Pick<TAutoblogRunSummary, 'status' | 'counts' | 'credits_charged'> {
  const of = (status: keyof TRunTally['byStatus']) => tally.byStatus[status] ?? 0;
  const total = Object.values(tally.byStatus).reduce((sum, value) => sum + (value ?? 0), 0);
  const active = ACTIVE_STATUSES.reduce((sum, status) => sum + of(status), 0);
  return {
    status: statusOf(tally, total),
    counts: { total, active, done: of('done'), failed: of('failed'), paused: of('paused'), cancelled: of('cancelled') },
    credits_charged: tally.credits,
  };
}

/** A run's summary on the wire: its settings, counts, charge, status and what the viewer may do. */
export function presentRunSummary(run: TAutoblogRunRow, tally: TRunTally, user: TSessionUser): TAutoblogRunSummary {
  const of = (status: keyof TRunTally['byStatus']) => tally.byStatus[status] ?? 0;
  const active = ACTIVE_STATUSES.reduce((sum, status) => sum + of(status), 0);
  const mayUpdate = can(user, 'update', AutoblogRun.of(run));
  const figures = runFigures(tally);
  return {
    id: run.id,
    status: figures.status,
    template: run.template,
    settings: run.settings,
    project_id: run.projectId,
    model: run.modelLabel,
    counts: figures.counts,
    credits_charged: figures.credits_charged,
    notices: run.notices,
    notify: { email: run.notifyEmail, webhook_url: run.webhookUrl, sent_at: run.notifiedAt?.toISOString() ?? null, error: run.notifyError },
    created_at: run.createdAt.toISOString(),
    abilities: { cancel: mayUpdate && active + of('paused') > 0, resume: mayUpdate && of('paused') > 0 },
  };
}

/** An article on the wire: its step and progress while it is written, its doc when done, why it failed or paused. */
export function presentArticle(article: TAutoblogArticleRow, mayUpdate: boolean): TAutoblogArticle {
  return {
    id: article.id,
    keyword: article.keyword,
    title: article.title,
    status: article.status,
    step: article.step,
    progress: article.progress,
    error: article.error,
    blog_id: article.blogId,
    credits_charged: article.creditsCharged,
    abilities: { retry: mayUpdate && (article.status === 'failed' || article.status === 'cancelled') },
  };
}

/** A run with its articles in order. */
export function presentRun(run: TAutoblogRunRow, articles: readonly TAutoblogArticleRow[], tally: TRunTally, user: TSessionUser): TAutoblogRun {
  const mayUpdate = can(user, 'update', AutoblogRun.of(run));
  return { ...presentRunSummary(run, tally, user), articles: articles.map((article) => presentArticle(article, mayUpdate)) };
}
