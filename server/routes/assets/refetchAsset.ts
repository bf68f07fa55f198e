import { ZAssetResponse, ZRefetchAssetInput } from '@core/api/assets';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { loadAsset } from '../../queries/assetLoader';
import { presentAsset } from '../../presenters/asset';
import { refetchAsset as refetch } from '../../retrieval/assetCommands';
import { ASSET_WRITE_RATE_LIMIT } from './assetRateLimit';

/** POST /api/refetch/asset: reads a URL or domain again, or retries a failed one. */
export function refetchAsset(app: TApp, ctx: TContext) {
  app.post(
    '/api/refetch/asset',
    { schema: { body: ZRefetchAssetInput, response: { 200: ZAssetResponse } }, preHandler: requireSession, config: ASSET_WRITE_RATE_LIMIT },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const teamId = await requirePageIn(ctx, user, 'assets', request.body.team_id);
      const asset = await loadAsset(ctx.db, request.body.asset_id, teamId);
      authorize(user, 'update', asset);
      return { asset: presentAsset(await refetch(ctx.db, ctx.jobs, asset, ctx.uploads), user, asset) };
    },
  );
}
