import { ZUpdateUserLimitsResponse } from '@core/api/accountLimits';
import { ZAdminAddCreditsInput, ZAdminUserParams } from '@core/api/admin';
import type { TApp, TContext } from '../../context';
import { grantCredits } from '../../admin/addCredits';
import { requireSession } from '../../middleware/session';
import { AccountLimits, authorize, authorizeSelf } from '../../policies';
import { withAdminRefusals } from '../../admin/adminRefusals';

/** POST /api/admin/users/:unique_id/credits (administrators only): adds credits, audited with the administrator's email. */
export function addAdminCredits(app: TApp, ctx: TContext) {
  app.post(
    '/api/admin/users/:unique_id/credits',
    { schema: { params: ZAdminUserParams, body: ZAdminAddCreditsInput, response: { 200: ZUpdateUserLimitsResponse } }, preHandler: requireSession },
    async (request) => {
      const admin = authorizeSelf(request.sessionUser, undefined);
      authorize(admin, 'update', AccountLimits.of({ adminEmails: ctx.env.ADMIN_EMAILS }));
      const userId = request.params.unique_id;
      const { email, after } = await withAdminRefusals(() => grantCredits(ctx.db, admin.email, userId, request.body.amount));
      return { user: { unique_id: userId, email, ...after } };
    },
  );
}
