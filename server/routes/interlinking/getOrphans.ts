import { ZOrphansQuery, ZOrphansResponse } from '@core/api/interlinking';
import type { TApp, TContext } from '../../context';
import { requireInterlinking } from '../../interlinking/interlinkingAccess';
import { scopeOfRequest } from '../../interlinking/linkScope';
import { orphanPages } from '../../interlinking/orphanPages';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { loadProject } from '../../queries/projectLoader';

/** GET /api/optimizer/interlinking/orphans?project_id&team_id: the project's site pages no doc links to. */
export function getOrphans(app: TApp, ctx: TContext) {
  app.get(
    '/api/optimizer/interlinking/orphans',
    { schema: { querystring: ZOrphansQuery, response: { 200: ZOrphansResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      const teamId = await requireInterlinking(ctx, user, request.query.team_id);
      authorize(user, 'use', await loadProject(ctx.db, request.query.project_id, teamId));
      return orphanPages(ctx.db, scopeOfRequest(user, request.query.project_id, teamId));
    },
  );
}
