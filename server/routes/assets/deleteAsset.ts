import { ZDeleteAssetInput, ZDeleteAssetResponse } from '@core/api/assets';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { loadAsset } from '../../queries/assetLoader';
import { deleteAsset as removeAsset } from '../../retrieval/assetStore';
import { removeStoredUpload } from '../../retrieval/storedUploads';

/** DELETE /api/delete/asset?asset_id: removes the asset with all its chunks (a running fetch finds it gone). */
export function deleteAsset(app: TApp, ctx: TContext) {
  app.delete(
    '/api/delete/asset',
    { schema: { querystring: ZDeleteAssetInput, response: { 200: ZDeleteAssetResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const teamId = await requirePageIn(ctx, user, 'assets', request.query.team_id);
      const asset = await loadAsset(ctx.db, request.query.asset_id, teamId);
      authorize(user, 'delete', asset);
      await removeAsset(ctx.db, asset.id);
      await removeStoredUpload(ctx.uploads, asset.id);
      return { deleted: true as const, asset_id: asset.id };
    },
  );
}
