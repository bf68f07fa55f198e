import { ZUpdateUserLimitsResponse } from '@core/api/accountLimits';
import { ZAdminAddRunsInput, ZAdminUserParams } from '@core/api/admin';
import type { TApp, TContext } from '../../context';
import { grantRuns } from '../../admin/addRuns';
import { requireSession } from '../../middleware/session';
import { AccountLimits, authorize, authorizeSelf } from '../../policies';
import { withAdminRefusals } from '../../admin/adminRefusals';

/** POST /api/admin/users/:unique_id/runs (administrators only): adds runs of a feature, audited with the administrator's email. */
export function addAdminRuns(app: TApp, ctx: TContext) {
  app.post(
    '/api/admin/users/:unique_id/runs',
    { schema: { params: ZAdminUserParams, body: ZAdminAddRunsInput, response: { 200: ZUpdateUserLimitsResponse } }, preHandler: requireSession },
    async (request) => {
      const admin = authorizeSelf(request.sessionUser, undefined);
      authorize(admin, 'update', AccountLimits.of({ adminEmails: ctx.env.ADMIN_EMAILS }));
      const userId = request.params.unique_id;
      const { feature, count } = request.body;
      const { email, after } = await withAdminRefusals(() => grantRuns(ctx.db, admin.email, userId, feature, count));
      return { user: { unique_id: userId, email, ...after } };
    },
  );
}
