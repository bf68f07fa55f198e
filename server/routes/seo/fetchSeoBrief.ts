import { ZSeoBriefParams, ZSeoBriefQuery, ZSeoBriefResponse } from '@core/api/seo';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { presentSeoBrief } from '../../presenters/seoBrief';
import { loadSeoBrief } from '../../queries/seoBriefLoader';

/** GET /api/optimizer/seo/briefs/:id: a brief's state, per-page progress and, once ready, its snapshot (polled while it builds). */
export function fetchSeoBrief(app: TApp, ctx: TContext) {
  app.get(
    '/api/optimizer/seo/briefs/:id',
    { schema: { params: ZSeoBriefParams, querystring: ZSeoBriefQuery, response: { 200: ZSeoBriefResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      await requirePageIn(ctx, user, 'optimizer-seo', request.query.team_id);
      const brief = await loadSeoBrief(ctx.db, request.params.id);
      authorize(user, 'read', brief);
      return { brief: presentSeoBrief(brief, user) };
    },
  );
}
