import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TAutoblogRunNotice } from '@core/api/autoblog';
import type { Db } from '../db/database';
import { autoblogArticles, autoblogRuns, type TAutoblogArticleRow, type TAutoblogRunRow } from '../db/schema/autoblog';
import type { TMail } from '../mail/mailTransport';
import { runFigures } from '../presenters/autoblog';
import { ACTIVE_STATUSES } from './autoblogStore';
import { tallyOf } from './runLoader';

/** Whether a run waits to tell someone it is settled: asked for, not told yet, and no article queued, working or paused. */
export async function runAwaitingNotice(db: Db, runId: string): Promise<boolean> {
  const [run] = await db
    .select({ notifyEmail: autoblogRuns.notifyEmail, webhookUrl: autoblogRuns.webhookUrl })
    .from(autoblogRuns)
    .where(and(eq(autoblogRuns.id, runId), isNull(autoblogRuns.notifiedAt)));
  if (!run || (!run.notifyEmail && !run.webhookUrl)) return false;
  const [unsettled] = await db
    .select({ id: autoblogArticles.id })
    .from(autoblogArticles)
    .where(and(eq(autoblogArticles.runId, runId), inArray(autoblogArticles.status, [...ACTIVE_STATUSES, 'paused'])))
    .limit(1);
  return !unsettled;
}

/** The webhook's JSON: the run's status and counts, and each article with its doc's address. */
export function runNotice(run: TAutoblogRunRow, articles: readonly TAutoblogArticleRow[], appUrl: string): TAutoblogRunNotice {
  const summary = runFigures(tallyOf(articles));
  const base = appUrl.replace(/\/$/, '');
  return {
    event: 'autoblog.run.settled',
    event_id: `autoblog-run-${run.id}`,
    run_id: run.id,
    status: summary.status,
    counts: summary.counts,
    credits_charged: summary.credits_charged,
    url: `${base}/templates/workflow/runs/${run.id}`,
    articles: articles.map((article) => ({
      keyword: article.keyword,
      title: article.title,
      status: article.status,
      error: article.error,
      doc_url: article.blogId ? `${base}/m/blogs/editor?copy_id=${article.blogId}` : null,
    })),
  };
}

/** The owner's email: how the run went, each article's outcome, and where to see it. */
export function runNoticeMail(to: string, notice: TAutoblogRunNotice): TMail {
  const { counts } = notice;
  const headline = `${counts.done} of ${counts.total} article${counts.total === 1 ? '' : 's'} written`;
  return {
    to,
    subject: `Your AutoBlog run is finished: ${headline}`,
    text: [
      `Your AutoBlog run is finished: ${headline}${counts.failed ? `, ${counts.failed} failed` : ''}${counts.cancelled ? `, ${counts.cancelled} cancelled` : ''}.`,
      '',
      ...notice.articles.map((article) => `- ${article.title ?? article.keyword}: ${article.status}${article.doc_url ? ` — ${article.doc_url}` : ''}${article.error ? ` (${article.error})` : ''}`),
      '',
      `See the run: ${notice.url}`,
    ].join('\n'),
  };
}
