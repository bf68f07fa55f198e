import { ZAssetIdQuery, ZAssetResponse } from '@core/api/assets';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { loadAsset } from '../../queries/assetLoader';
import { presentAsset } from '../../presenters/asset';

/** GET /api/fetch/asset?asset_id: one asset, e.g. to follow a crawl's progress. */
export function getAsset(app: TApp, ctx: TContext) {
  app.get(
    '/api/fetch/asset',
    { schema: { querystring: ZAssetIdQuery, response: { 200: ZAssetResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const teamId = await requirePageIn(ctx, user, 'assets', request.query.team_id);
      const asset = await loadAsset(ctx.db, request.query.asset_id, teamId);
      authorize(user, 'read', asset);
      return { asset: presentAsset(asset, user, asset) };
    },
  );
}
