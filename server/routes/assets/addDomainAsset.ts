import { ZAddDomainAssetInput, ZAssetResponse } from '@core/api/assets';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { presentAsset } from '../../presenters/asset';
import { addDomainAsset as addDomain } from '../../retrieval/assetCommands';
import { loadReachableAssetProject } from './assetAccess';
import { ASSET_WRITE_RATE_LIMIT } from './assetRateLimit';

/** POST /api/add/asset/domain: adds a site; its sitemap (or a bounded crawl) is read in the background. */
export function addDomainAsset(app: TApp, ctx: TContext) {
  app.post(
    '/api/add/asset/domain',
    { schema: { body: ZAddDomainAssetInput, response: { 201: ZAssetResponse } }, preHandler: requireSession, config: ASSET_WRITE_RATE_LIMIT },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const project = await loadReachableAssetProject(ctx, user, request.body.project_id, request.body.team_id);
      const asset = await addDomain(ctx.db, ctx.jobs, user, project, request.body.domain);
      return reply.status(201).send({ asset: presentAsset(asset) });
    },
  );
}
