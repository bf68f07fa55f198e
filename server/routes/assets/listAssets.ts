import { ZAssetListQuery, ZAssetListResponse } from '@core/api/assets';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { presentAsset } from '../../presenters/asset';
import { listAssets as loadAssets } from '../../retrieval/assetStore';
import { loadReachableAssetProject } from './assetAccess';

/** GET /api/fetch/assets?project_id[&team_id&kind&search&page&page_size]: the project's assets, newest first. */
export function listAssets(app: TApp, ctx: TContext) {
  app.get(
    '/api/fetch/assets',
    { schema: { querystring: ZAssetListQuery, response: { 200: ZAssetListResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const project = await loadReachableAssetProject(ctx, user, request.query.project_id, request.query.team_id);
      const { rows, total } = await loadAssets(ctx.db, project.id, request.query);
      return { assets: rows.map(presentAsset), total, page: request.query.page, page_size: request.query.page_size };
    },
  );
}
