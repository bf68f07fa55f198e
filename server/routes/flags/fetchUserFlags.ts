import { ZUserFlags, ZUserFlagsQuery } from '@core/api/flags';
import type { TApp, TContext } from '../../context';
import { notFound } from '../../errors';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { loadUserDetails } from '../../queries/userDetailsLoader';

/**
 * GET /api/fetch/user/flags?unique_id&team_mode=true|false: every feature flag evaluated for the
 * signed-in user, in one call (ARCHITECTURE: the browser gets evaluated flags). Team mode counts only
 * for a user in a team.
 */
export function fetchUserFlags(app: TApp, ctx: TContext) {
  app.get(
    '/api/fetch/user/flags',
    { schema: { querystring: ZUserFlagsQuery, response: { 200: ZUserFlags } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const details = await loadUserDetails(ctx.database, user.id);
      if (!details) throw notFound('This account no longer exists.');
      const flags = await ctx.flags.evaluateAll(
        {
          id: details.id,
          email: details.email,
          planId: details.plan_name,
          teamId: details.team_id,
          teamPlan: details.team_plan_name,
          teamAdminId: details.team_admin_id,
        },
        { teamMode: request.query.team_mode === 'true' },
      );
      return { flags };
    },
  );
}
