import { ZAssetSearchQuery, ZAssetSearchResponse } from '@core/api/assets';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { loadProject } from '../../queries/projectLoader';
import { searchPassages } from '../../retrieval/search';

/** GET /api/search/assets?project_id&q[&team_id&asset_ids&kinds&limit]: passages of the project's assets, best first. */
export function searchAssets(app: TApp, ctx: TContext) {
  app.get(
    '/api/search/assets',
    { schema: { querystring: ZAssetSearchQuery, response: { 200: ZAssetSearchResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const teamId = await requirePageIn(ctx, user, 'assets', request.query.team_id);
      const project = await loadProject(ctx.db, request.query.project_id, teamId);
      authorize(user, 'use', project);
      const { q, asset_ids, kinds, limit } = request.query;
      return { passages: await searchPassages(ctx.db, project.id, q, { assetIds: asset_ids, kinds, limit }) };
    },
  );
}
