import { eq } from 'drizzle-orm';
import { ZUpdateUserLimitsInput, ZUpdateUserLimitsResponse } from '@core/api/accountLimits';
import type { TApp, TContext } from '../../context';
import { AdminError } from '../../admin/adminError';
import { assignablePlan } from '../../admin/setPlan';
import { auditedAccountChange, NoSuchAccountError } from '../../audit/auditedAccountChange';
import { assignPlan } from '../../commands/planAssigner';
import { users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
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
    let plan = null;
    try {
      plan = plan_name === undefined ? null : assignablePlan(plan_name);
    } catch (error) {
      if (error instanceof AdminError) throw badRequest(error.message);
      throw error;
    }
    try {
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
    } catch (error) {
      if (error instanceof NoSuchAccountError) throw notFound('No account has this unique_id.');
      throw error;
    }
  });
}
