import { ZUpdateUserLimitsResponse } from '@core/api/accountLimits';
import { ZAdminExtendExpiryInput, ZAdminUserParams } from '@core/api/admin';
import type { TApp, TContext } from '../../context';
import { extendExpiry } from '../../admin/extendExpiry';
import { requireSession } from '../../middleware/session';
import { AccountLimits, authorize, authorizeSelf } from '../../policies';
import { withAdminRefusals } from '../../admin/adminRefusals';

/** POST /api/admin/users/:unique_id/expiry (administrators only): moves the expiry N days later, audited with the administrator's email. */
export function extendAdminExpiry(app: TApp, ctx: TContext) {
  app.post(
    '/api/admin/users/:unique_id/expiry',
    { schema: { params: ZAdminUserParams, body: ZAdminExtendExpiryInput, response: { 200: ZUpdateUserLimitsResponse } }, preHandler: requireSession },
    async (request) => {
      const admin = authorizeSelf(request.sessionUser, undefined);
      authorize(admin, 'update', AccountLimits.of({ adminEmails: ctx.env.ADMIN_EMAILS }));
      const userId = request.params.unique_id;
      const { email, after } = await withAdminRefusals(() => extendExpiry(ctx.db, admin.email, userId, request.body.days));
      return { user: { unique_id: userId, email, ...after } };
    },
  );
}
