import { ZAssetResponse, ZRefetchAssetInput } from '@core/api/assets';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { presentAsset } from '../../presenters/asset';
import { refetchAsset as refetch } from '../../retrieval/assetCommands';
import { loadReachableAsset } from './assetAccess';
import { ASSET_WRITE_RATE_LIMIT } from './assetRateLimit';

/** POST /api/refetch/asset: reads a URL or domain again, or retries a failed one. */
export function refetchAsset(app: TApp, ctx: TContext) {
  app.post(
    '/api/refetch/asset',
    { schema: { body: ZRefetchAssetInput, response: { 200: ZAssetResponse } }, preHandler: requireSession, config: ASSET_WRITE_RATE_LIMIT },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const { asset } = await loadReachableAsset(ctx, user, request.body.asset_id, request.body.team_id);
      return { asset: presentAsset(await refetch(ctx.db, ctx.jobs, asset, ctx.uploads)) };
    },
  );
}
