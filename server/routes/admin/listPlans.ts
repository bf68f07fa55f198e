import { ZAssignablePlansResponse } from '@core/api/admin';
import { findPlan } from '@core/plans/planTable';
import type { TApp, TContext } from '../../context';
import { ASSIGNABLE_PLAN_IDS } from '../../admin/setPlan';
import { requireSession } from '../../middleware/session';
import { AdminRecords, authorize, authorizeSelf } from '../../policies';

/** GET /api/admin/plans (administrators only): the plans an account may be put on, for the admin page's plan picker. */
export function listAssignablePlans(app: TApp, ctx: TContext) {
  app.get('/api/admin/plans', { schema: { response: { 200: ZAssignablePlansResponse } }, preHandler: requireSession }, async (request) => {
    authorize(authorizeSelf(request.sessionUser, undefined), 'read', AdminRecords.of({ adminEmails: ctx.env.ADMIN_EMAILS }));
    return { plans: ASSIGNABLE_PLAN_IDS.map((id) => ({ id, name: findPlan(id)!.displayName })) };
  });
}
