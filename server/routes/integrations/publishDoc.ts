import { ZDeliveryResponse, ZPublishInput, ZPublishTargetParams } from '@core/api/integrations';
import type { TApp, TContext } from '../../context';
import { startDelivery } from '../../integrations/deliveryStarter';
import { integrationAccess } from '../../integrations/integrationAccess';
import { loadBlog } from '../../queries/blogLoader';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';
import { requireSession } from '../../middleware/session';
import { authorize } from '../../policies';
import { presentDelivery } from '../../presenters/delivery';
import { peopleNames } from '../../queries/peopleNames';

const PUBLISH_RATE_LIMIT = perPersonRateLimit(30);

/**
 * POST /api/integrations/:target/publish: publishes the doc's saved HTML as a draft, a published or a
 * scheduled post (an update when the doc is already there). 202 with the delivery the doc's log shows.
 */
export function publishDoc(app: TApp, ctx: TContext) {
  app.post(
    '/api/integrations/:target/publish',
    { schema: { params: ZPublishTargetParams, body: ZPublishInput, response: { 202: ZDeliveryResponse } }, preHandler: requireSession, config: PUBLISH_RATE_LIMIT },
    async (request, reply) => {
      const user = request.sessionUser!;
      const { uid, blog_id, ...options } = request.body;
      const access = await integrationAccess(ctx, user, uid);
      const blog = await loadBlog(ctx.db, blog_id);
      authorize(user, 'read', blog);
      const row = await startDelivery(ctx, ctx.integrations, user, access, { target: request.params.target, blogId: blog.id, html: blog.copyToSave, options });
      const names = await peopleNames(ctx.db, [row.requestedBy, row.approvedBy ?? row.requestedBy]);
      return reply.code(202).send({ delivery: presentDelivery(row, user, names) });
    },
  );
}
