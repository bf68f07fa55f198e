import type { TSessionUser } from '../auth/sessionUser';
import type { TContext } from '../context';
import type { TAutoblogRunRow } from '../db/schema/autoblog';
import { articlesOfRun, tallyOf } from './runLoader';
import { presentRun } from '../presenters/autoblog';

/** The `{ run }` every run endpoint answers: the run with its articles as they are now. */
export async function runResponse(ctx: Pick<TContext, 'db'>, run: TAutoblogRunRow, user: TSessionUser) {
  const articles = await articlesOfRun(ctx.db, run.id);
  return { run: presentRun(run, articles, tallyOf(articles), user) };
}
