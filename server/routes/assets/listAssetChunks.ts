import { ZAssetChunksQuery, ZAssetChunksResponse } from '@core/api/assets';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { loadAsset } from '../../queries/assetLoader';
import { presentAsset, presentAssetChunk } from '../../presenters/asset';
import { listChunks } from '../../retrieval/chunkList';

/** GET /api/fetch/asset/chunks?asset_id[&page&page_size]: the asset's text as indexed (the preview). */
export function listAssetChunks(app: TApp, ctx: TContext) {
  app.get(
    '/api/fetch/asset/chunks',
    { schema: { querystring: ZAssetChunksQuery, response: { 200: ZAssetChunksResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const teamId = await requirePageIn(ctx, user, 'assets', request.query.team_id);
      const asset = await loadAsset(ctx.db, request.query.asset_id, teamId);
      authorize(user, 'read', asset);
      const { rows, total } = await listChunks(ctx.db, asset.id, request.query.page, request.query.page_size);
      return { asset: presentAsset(asset, user, asset), chunks: rows.map(presentAssetChunk), total };
    },
  );
}
