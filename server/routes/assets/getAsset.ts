import { ZAssetIdQuery, ZAssetResponse } from '@core/api/assets';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { presentAsset } from '../../presenters/asset';
import { loadReachableAsset } from './assetAccess';

/** GET /api/fetch/asset?asset_id: one asset, e.g. to follow a crawl's progress. */
export function getAsset(app: TApp, ctx: TContext) {
  app.get(
    '/api/fetch/asset',
    { schema: { querystring: ZAssetIdQuery, response: { 200: ZAssetResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const { asset } = await loadReachableAsset(ctx, user, request.query.asset_id, request.query.team_id);
      return { asset: presentAsset(asset) };
    },
  );
}
