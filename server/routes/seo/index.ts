import type { TApp, TContext } from '../../context';
import { createSeoBrief } from './createSeoBrief';
import { fetchSeoBrief } from './fetchSeoBrief';
import { listSeoBriefs } from './listSeoBriefs';
import { rebuildSeoBrief } from './rebuildSeoBrief';

/** Semantic SEO briefs (the optimizer's /optimizer/seo and the editor's SEO tab). */
export function registerSeoRoutes(app: TApp, ctx: TContext) {
  createSeoBrief(app, ctx);
  fetchSeoBrief(app, ctx);
  listSeoBriefs(app, ctx);
  rebuildSeoBrief(app, ctx);
}
