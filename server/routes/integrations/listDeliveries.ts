import { ZDeliveriesQuery, ZDeliveriesResponse } from '@core/api/integrations';
import type { TApp, TContext } from '../../context';
import { listBlogDeliveries, listPublications } from '../../integrations/deliveryStore';
import { requireSession } from '../../middleware/session';
import { authorize } from '../../policies';
import { presentDelivery, presentPublication } from '../../presenters/delivery';
import { loadBlog } from '../../queries/blogLoader';
import { peopleNames } from '../../queries/peopleNames';

/** GET /api/integrations/deliveries?blog_id: where the doc is published and its delivery log (whoever may read the doc). */
export function listDeliveries(app: TApp, ctx: TContext) {
  app.get('/api/integrations/deliveries', { schema: { querystring: ZDeliveriesQuery, response: { 200: ZDeliveriesResponse } }, preHandler: requireSession }, async (request) => {
    const user = request.sessionUser!;
    const blog = await loadBlog(ctx.db, request.query.blog_id);
    authorize(user, 'read', blog);
    const [rows, published] = await Promise.all([listBlogDeliveries(ctx.db, blog.id), listPublications(ctx.db, blog.id)]);
    const names = await peopleNames(ctx.db, rows.flatMap((row) => [row.requestedBy, ...(row.approvedBy ? [row.approvedBy] : [])]));
    return { deliveries: rows.map((row) => presentDelivery(row, user, names)), publications: published.map(presentPublication) };
  });
}
