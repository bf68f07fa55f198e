import { and, eq } from 'drizzle-orm';
import { PUBLISH_TARGET_LABELS, ZDeliveryIdParams, ZDeliveryResponse } from '@core/api/integrations';
import type { TApp, TContext } from '../../context';
import { deliveries } from '../../db/schema/integrations';
import { conflict, notFound } from '../../errors';
import { findDelivery } from '../../integrations/deliveryStore';
import { logIntegration } from '../../integrations/integrationLogger';
import { requireSession } from '../../middleware/session';
import { authorize } from '../../policies';
import { Delivery } from '../../policies/integration';
import { presentDelivery } from '../../presenters/delivery';
import { peopleNames } from '../../queries/peopleNames';
import { enqueueDelivery } from '../../queues/publishJobs';

/**
 * POST /api/integrations/deliveries/:id/approve and /reject: the team admin decides on a member's
 * publish (one click). Approving queues the publish job; only a waiting delivery can be decided.
 */
export function decideDeliveries(app: TApp, ctx: TContext) {
  for (const decision of ['approve', 'reject'] as const) {
    app.post(`/api/integrations/deliveries/:id/${decision}`, { schema: { params: ZDeliveryIdParams, response: { 200: ZDeliveryResponse } }, preHandler: requireSession }, async (request) => {
      const user = request.sessionUser!;
      const found = await findDelivery(ctx.db, request.params.id);
      if (!found) throw notFound('That delivery does not exist.');
      const subject = Delivery.of({ ownerId: found.ownerId, requestedBy: found.requestedBy, state: found.state });
      authorize(user, 'read', subject);
      if (found.state !== 'awaiting_approval') throw conflict('This publish has already been decided.');
      authorize(user, 'approve', subject);
      const row = await ctx.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(deliveries)
          .set(decision === 'approve' ? { state: 'queued', approvedBy: user.id } : { state: 'rejected', approvedBy: user.id, finishedAt: new Date() })
          .where(and(eq(deliveries.id, found.id), eq(deliveries.state, 'awaiting_approval')))
          .returning();
        if (!updated) throw conflict('This publish has already been decided.');
        const label = PUBLISH_TARGET_LABELS[found.target];
        await logIntegration(tx, { ownerId: found.ownerId, actorId: user.id, target: found.target, action: decision, blogId: found.blogId, outcome: `${decision === 'approve' ? 'Approved' : 'Rejected'} “${found.options.title}” for ${label}`, ok: true });
        return updated;
      });
      if (row.state === 'queued') await enqueueDelivery(ctx.jobs, row.id);
      const names = await peopleNames(ctx.db, [row.requestedBy, user.id]);
      return { delivery: presentDelivery(row, user, names) };
    });
  }
}
