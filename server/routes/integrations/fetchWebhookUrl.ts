import { ZIntegrationDetailsQuery, ZWebhookUrlResponse } from '@core/api/integrations';
import type { TApp, TContext } from '../../context';
import { integrationAccess } from '../../integrations/integrationAccess';
import { findIntegration, isConnected } from '../../integrations/integrationStore';
import { requireSession } from '../../middleware/session';

/** Spec §7 GET /api/fetch/integration_details?unique_id: the account's custom webhook_url (null when none is connected). */
export function fetchWebhookUrl(app: TApp, ctx: TContext) {
  app.get('/api/fetch/integration_details', { schema: { querystring: ZIntegrationDetailsQuery, response: { 200: ZWebhookUrlResponse } }, preHandler: requireSession }, async (request) => {
    const access = await integrationAccess(ctx, request.sessionUser!, request.query.unique_id);
    const row = await findIntegration(ctx.db, access.ownerId, 'custom');
    return { unique_id: access.ownerId, webhook_url: isConnected(row) ? String(row.details.webhook_url) : null };
  });
}
