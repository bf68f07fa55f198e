import { ZAssetChunksQuery, ZAssetChunksResponse } from '@core/api/assets';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { presentAsset, presentAssetChunk } from '../../presenters/asset';
import { listChunks } from '../../retrieval/chunkList';
import { loadReachableAsset } from './assetAccess';

/** GET /api/fetch/asset/chunks?asset_id[&page&page_size]: the asset's text as indexed (the preview). */
export function listAssetChunks(app: TApp, ctx: TContext) {
  app.get(
    '/api/fetch/asset/chunks',
    { schema: { querystring: ZAssetChunksQuery, response: { 200: ZAssetChunksResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const { asset } = await loadReachableAsset(ctx, user, request.query.asset_id, request.query.team_id);
      const { rows, total } = await listChunks(ctx.db, asset.id, request.query.page, request.query.page_size);
      return { asset: presentAsset(asset), chunks: rows.map(presentAssetChunk), total };
    },
  );
}
