import { ZDeleteAssetInput, ZDeleteAssetResponse } from '@core/api/assets';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { deleteAsset as removeAsset } from '../../retrieval/assetStore';
import { removeStoredUpload } from '../../retrieval/storedUploads';
import { loadReachableAsset } from './assetAccess';

/** DELETE /api/delete/asset?asset_id: removes the asset with all its chunks (a running fetch finds it gone). */
export function deleteAsset(app: TApp, ctx: TContext) {
  app.delete(
    '/api/delete/asset',
    { schema: { querystring: ZDeleteAssetInput, response: { 200: ZDeleteAssetResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const { asset } = await loadReachableAsset(ctx, user, request.query.asset_id, request.query.team_id);
      await removeAsset(ctx.db, asset.id);
      await removeStoredUpload(ctx.uploads, asset.id);
      return { deleted: true as const, asset_id: asset.id };
    },
  );
}
