import { ZUniqueIdQuery } from '@core/api/projects';
import { ZUserDetailsRecord } from '@core/api/users';
import type { TApp, TContext } from '../../context';
import { trialNeedsVerifiedEmail } from '../../auth/trialVerification';
import { notFound } from '../../errors';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { presentUserDetails } from '../../presenters/userDetails';

/** GET /api/fetch/user/details?unique_id: the signed-in user's record (spec §7). */
export function fetchUserDetails(app: TApp, ctx: TContext) {
  app.get(
    '/api/fetch/user/details',
    { schema: { querystring: ZUniqueIdQuery, response: { 200: ZUserDetailsRecord } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const details = await ctx.userCaches.userDetails(user.id);
      if (!details) throw notFound('This account no longer exists.');
      return presentUserDetails(details, { automatedEmails: ctx.env.AUTOMATED_USER_EMAILS, adminEmails: ctx.env.ADMIN_EMAILS, trialNeedsVerifiedEmail: trialNeedsVerifiedEmail(ctx.env) });
    },
  );
}
