import { ZHubspotBlogInput, ZIntegrationDetails, type THubspotDetails } from '@core/api/integrations';
import type { TApp, TContext } from '../../context';
import { badRequest, conflict } from '../../errors';
import { assertAvailable, assertManage, integrationAccess } from '../../integrations/integrationAccess';
import { findIntegration, isConnected, updateIntegrationDetails } from '../../integrations/integrationStore';
import { logIntegration } from '../../integrations/integrationLogger';
import { requireSession } from '../../middleware/session';
import { detailsReply } from '../../integrations/detailsReply';

/**
 * POST /api/integrations/hubspot/blog {uid, blog_id}: the blog posts go to (the first one HubSpot
 * listed is chosen when connecting). Only one of the blogs HubSpot listed then; a new blog appears
 * after a reconnect. The owner only.
 */
export function hubspotRoutes(app: TApp, ctx: TContext) {
  app.post('/api/integrations/hubspot/blog', { schema: { body: ZHubspotBlogInput, response: { 200: ZIntegrationDetails } }, preHandler: requireSession }, async (request) => {
    const user = request.sessionUser!;
    const access = await integrationAccess(ctx, user, request.body.uid);
    assertManage(user, access);
    assertAvailable(access, 'hubspot');
    const row = await findIntegration(ctx.db, access.ownerId, 'hubspot');
    if (!isConnected(row)) throw conflict('Connect HubSpot first (Integrations).');
    const details = row.details as Omit<THubspotDetails, 'connected_at' | 'error'>;
    const blog = details.blogs.find((item) => item.id === request.body.blog_id);
    if (!blog) throw badRequest('That is not one of the blogs HubSpot listed for this account; reconnect HubSpot to see a new blog.', 'blog_id');
    await updateIntegrationDetails(ctx.db, row.id, { ...details, blog_id: blog.id });
    await logIntegration(ctx.db, { ownerId: access.ownerId, actorId: user.id, target: 'hubspot', action: 'connect', outcome: `Posts go to the blog “${blog.name}”`, ok: true });
    return detailsReply(ctx, access);
  });
}
