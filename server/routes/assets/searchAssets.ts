import { ZAssetSearchQuery, ZAssetSearchResponse } from '@core/api/assets';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { searchPassages } from '../../retrieval/search';
import { loadOwnProject } from './assetAccess';

/** GET /api/search/assets?project_id&q[&asset_ids&kinds&limit]: passages of the project's assets, best first. */
export function searchAssets(app: TApp, ctx: TContext) {
  app.get(
    '/api/search/assets',
    { schema: { querystring: ZAssetSearchQuery, response: { 200: ZAssetSearchResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const project = await loadOwnProject(ctx.db, user, request.query.project_id);
      const { q, asset_ids, kinds, limit } = request.query;
      return { passages: await searchPassages(ctx.db, project.id, q, { assetIds: asset_ids, kinds, limit }) };
    },
  );
}
