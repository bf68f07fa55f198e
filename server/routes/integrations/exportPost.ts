import { ZDeliveryResponse, ZExportInput, type TPublishTarget } from '@core/api/integrations';
import type { TApp, TContext } from '../../context';
import { startDelivery } from '../../integrations/deliveryStarter';
import { integrationAccess } from '../../integrations/integrationAccess';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';
import { requireSession } from '../../middleware/session';
import { authorize } from '../../policies';
import { presentDelivery } from '../../presenters/delivery';
import { loadBlog } from '../../queries/blogLoader';
import { peopleNames } from '../../queries/peopleNames';

const EXPORT_RATE_LIMIT = perPersonRateLimit(30);
/** Spec §7 names export calls for these two. */
const EXPORT_TARGETS: readonly TPublishTarget[] = ['ghost', 'medium'];

/**
 * POST /api/integrations/{ghost,medium}/export {title, html, uid}: the spec's export of a text. It
 * goes through the same publish job and log as a doc's publish; with `blog_id` it is recorded on that doc.
 */
export function exportPosts(app: TApp, ctx: TContext) {
  for (const target of EXPORT_TARGETS) {
    app.post(
      `/api/integrations/${target}/export`,
      { schema: { body: ZExportInput, response: { 202: ZDeliveryResponse } }, preHandler: requireSession, config: EXPORT_RATE_LIMIT },
      async (request, reply) => {
        const user = request.sessionUser!;
        const { uid, blog_id, html, ...options } = request.body;
        const access = await integrationAccess(ctx, user, uid);
        if (blog_id) authorize(user, 'read', await loadBlog(ctx.db, blog_id));
        const row = await startDelivery(ctx, ctx.integrations, user, access, { target, blogId: blog_id ?? null, html, options });
        return reply.code(202).send({ delivery: presentDelivery(row, user, await peopleNames(ctx.db, [row.requestedBy])) });
      },
    );
  }
}
