import { eq } from 'drizzle-orm';
import { ZUpdateUserLimitsInput, ZUpdateUserLimitsResponse } from '@core/api/accountLimits';
import type { TApp, TContext } from '../../context';
import { withAdminRefusals } from '../../admin/adminRefusals';
import { assignablePlan } from '../../admin/setPlan';
import { auditedAccountChange } from '../../audit/auditedAccountChange';
import { assignPlan } from '../../commands/planAssigner';
import { users } from '../../db/schema';
import { requireSession } from '../../middleware/session';
import { AccountLimits, authorize, authorizeSelf } from '../../policies';

const DAY_MS = 86_400_000;

/**
 * PUT /api/update/user (spec §7): an administrator (ADMIN_EMAILS) sets an account's plan, credit
 * limit and/or expiry; anyone else gets 403 and nothing changes. A plan is assigned as a purchase
 * would (its limits, runs and days), then a given credit limit or expiry replaces the plan's. The
 * change and its audit entry (who, before, after) are one transaction.
 */
export function updateUserLimits(app: TApp, ctx: TContext) {
  app.put('/api/update/user', { schema: { body: ZUpdateUserLimitsInput, response: { 200: ZUpdateUserLimitsResponse } }, preHandler: requireSession }, async (request) => {
    const admin = authorizeSelf(request.sessionUser, undefined);
    authorize(admin, 'update', AccountLimits.of({ adminEmails: ctx.env.ADMIN_EMAILS }));
    const { unique_id: userId, plan_name, credit_limit, expiry_days } = request.body;
    return withAdminRefusals(async () => {
      const plan = plan_name === undefined ? null : assignablePlan(plan_name);
      const changed = await auditedAccountChange(ctx.db, { actor: admin.email, action: plan ? 'plan.set' : 'limits.update', userId }, async (tx) => {
        const now = new Date();
        if (plan) await assignPlan(tx, userId, plan, now);
        if (credit_limit === undefined && expiry_days === undefined) return;
        await tx
          .update(users)
          .set({
            ...(credit_limit === undefined ? {} : { creditLimit: credit_limit }),
            ...(expiry_days === undefined ? {} : { expiryDate: new Date(now.getTime() + expiry_days * DAY_MS) }),
            updatedAt: now,
          })
          .where(eq(users.id, userId));
      });
      return { user: { unique_id: userId, email: changed.email, ...changed.after } };
    });
  });
}
