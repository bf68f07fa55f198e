import type { TAutoblogArticle, TAutoblogRunSummary } from '@core/api/autoblog';

/** What an article's status reads as, and its badge colour. */
export const ARTICLE_STATUS: Record<TAutoblogArticle['status'], { label: string; color: string }> = {
  queued: { label: 'Waiting', color: 'gray' },
  researching: { label: 'Researching', color: 'blue' },
  outlining: { label: 'Outlining', color: 'blue' },
  writing: { label: 'Writing', color: 'blue' },
  saving: { label: 'Saving', color: 'blue' },
  done: { label: 'Done', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  paused: { label: 'Paused', color: 'yellow' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

export const RUN_STATUS: Record<TAutoblogRunSummary['status'], { label: string; color: string }> = {
  running: { label: 'Running', color: 'blue' },
  paused: { label: 'Paused', color: 'yellow' },
  done: { label: 'Done', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

/** The line under an article's keyword: the server's step while it works, else what its status means. */
export function articleStepLabel(article: Pick<TAutoblogArticle, 'status' | 'step'>): string {
  if (article.status === 'done') return 'Saved as a doc';
  if (article.status === 'cancelled') return 'Cancelled before it was finished';
  if (article.status === 'queued') return article.step ?? 'Waiting for a free writer';
  return article.step ?? ARTICLE_STATUS[article.status].label;
}

/**
 * A run's progress, 0–100: each article counts its own progress, a settled one (done, failed,
 * cancelled) counts as complete; a paused one keeps where it stopped.
 */
export function runProgress(articles: readonly Pick<TAutoblogArticle, 'status' | 'progress'>[]): number {
  if (!articles.length) return 0;
  const sum = articles.reduce((total, article) => total + (article.status === 'done' || article.status === 'failed' || article.status === 'cancelled' ? 100 : article.progress), 0);
  return Math.round(sum / articles.length);
}

/** "2 of 5 done · 1 failed" for a run's counts. */
export function countsLine(counts: TAutoblogRunSummary['counts']): string {
  const parts = [`${counts.done} of ${counts.total} done`];
  if (counts.active) parts.push(`${counts.active} in progress`);
  if (counts.failed) parts.push(`${counts.failed} failed`);
  if (counts.paused) parts.push(`${counts.paused} paused`);
  if (counts.cancelled) parts.push(`${counts.cancelled} cancelled`);
  return parts.join(' · ');
}
