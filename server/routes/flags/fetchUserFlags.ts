import { ZUserFlags, ZUserFlagsQuery } from '@core/api/flags';
import type { TApp, TContext } from '../../context';
import { notFound } from '../../errors';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { evaluateUserFlags } from '../../flags/userFlags';

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
      const flags = await evaluateUserFlags(ctx, user.id, { teamMode: request.query.team_mode === 'true' });
      if (!flags) throw notFound('This account no longer exists.');
      return { flags };
    },
  );
}
