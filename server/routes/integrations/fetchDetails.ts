import { ZDetailsQuery, ZIntegrationDetails } from '@core/api/integrations';
import type { TApp, TContext } from '../../context';
import { integrationAccess } from '../../integrations/integrationAccess';
import { requireSession } from '../../middleware/session';
import { detailsReply } from '../../integrations/detailsReply';

/** GET /api/integrations/details?uid: the account's integrations (uid: the team admin's in team mode). */
export function fetchDetails(app: TApp, ctx: TContext) {
  app.get('/api/integrations/details', { schema: { querystring: ZDetailsQuery, response: { 200: ZIntegrationDetails } }, preHandler: requireSession }, async (request) => {
    const access = await integrationAccess(ctx, request.sessionUser!, request.query.uid);
    return detailsReply(ctx, access);
  });
}
