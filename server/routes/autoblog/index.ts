import type { TApp, TContext } from '../../context';
import { cancelRun } from './cancelRun';
import { fetchRun } from './fetchRun';
import { listRuns } from './listRuns';
import { resumeRun } from './resumeRun';
import { retryArticle } from './retryArticle';
import { startRun } from './startRun';

/** AutoBlog (core/api/autoblog.ts): runs of keywords written into docs by background jobs. */
export function registerAutoblogRoutes(app: TApp, ctx: TContext) {
  startRun(app, ctx);
  listRuns(app, ctx);
  fetchRun(app, ctx);
  cancelRun(app, ctx);
  resumeRun(app, ctx);
  retryArticle(app, ctx);
}
