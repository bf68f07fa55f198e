import { ZAssetListQuery, ZAssetListResponse } from '@core/api/assets';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { loadProject } from '../../queries/projectLoader';
import { presentAsset, reachThrough } from '../../presenters/asset';
import { listAssets as loadAssets } from '../../retrieval/assetStore';

/** GET /api/fetch/assets?project_id[&team_id&kind&search&page&page_size]: the project's assets, newest first. */
export function listAssets(app: TApp, ctx: TContext) {
  app.get(
    '/api/fetch/assets',
    { schema: { querystring: ZAssetListQuery, response: { 200: ZAssetListResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const teamId = await requirePageIn(ctx, user, 'assets', request.query.team_id);
      const project = await loadProject(ctx.db, request.query.project_id, teamId);
      authorize(user, 'use', project);
      const { rows, total } = await loadAssets(ctx.db, project.id, request.query);
      return { assets: rows.map((asset) => presentAsset(asset, user, reachThrough(project))), total, page: request.query.page, page_size: request.query.page_size };
    },
  );
}
