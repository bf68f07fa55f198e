import { ZExtendTrialInput, ZExtendTrialResponse } from '@core/api/trialExtension';
import type { TApp, TContext } from '../../context';
import { extendTrial as extendUserTrial } from '../../commands/trialExtender';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';

/** PUT /api/v2/update/user/expiry: the trial's extra week, granted by the server's own check of the thresholds. */
export function extendTrial(app: TApp, ctx: TContext) {
  app.put(
    '/api/v2/update/user/expiry',
    { schema: { body: ZExtendTrialInput, response: { 200: ZExtendTrialResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      return extendUserTrial(ctx.db, user.id, request.body.expiry_days);
    },
  );
}
