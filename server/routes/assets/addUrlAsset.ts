import { ZAddUrlAssetInput, ZAssetResponse } from '@core/api/assets';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { loadProject } from '../../queries/projectLoader';
import { presentAsset, reachThrough } from '../../presenters/asset';
import { addUrlAsset as addUrl } from '../../retrieval/assetCommands';
import { ASSET_WRITE_RATE_LIMIT } from './assetRateLimit';

/** POST /api/add/asset/url: adds a page to the project; its text is fetched in the background. */
export function addUrlAsset(app: TApp, ctx: TContext) {
  app.post(
    '/api/add/asset/url',
    { schema: { body: ZAddUrlAssetInput, response: { 201: ZAssetResponse } }, preHandler: requireSession, config: ASSET_WRITE_RATE_LIMIT },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const teamId = await requirePageIn(ctx, user, 'assets', request.body.team_id);
      const project = await loadProject(ctx.db, request.body.project_id, teamId);
      authorize(user, 'use', project);
      const asset = await addUrl(ctx.db, ctx.jobs, user, project, request.body.url);
      return reply.status(201).send({ asset: presentAsset(asset, user, reachThrough(project)) });
    },
  );
}
