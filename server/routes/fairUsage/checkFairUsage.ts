import { ZFairUsageBlocked, ZFairUsageCheckInput, ZFairUsageStatus } from '@core/api/fairUsage';
import { ERRORS } from '@core/errors';
import type { TApp, TContext } from '../../context';
import { enforceFairUsage } from '../../commands/fairUsageEnforcer';
import { refreshUserFupRatio } from '../../commands/userFupRatioRefresher';
import { HttpError, notFound } from '../../errors';
import { loadUserEntitlements } from '../../flags/userEntitlements';
import { requireSession } from '../../middleware/session';
import { authorizeSelf, teamModeOf } from '../../policies';

/**
 * POST /api/fair/usage/check: may this user start a generation in this mode now? 403 for a mode the
 * user's flags do not include; 200 with the status, or 420 with the seconds left (spec §8: the client
 * refreshes the user and rechecks). Fair usage is the person's, so team mode only checks membership
 * (and picks the team's flags). The user's fup_ratio is refreshed, so that refresh shows the banner.
 */
export function checkFairUsage(app: TApp, ctx: TContext) {
  app.post(
    '/api/fair/usage/check',
    { schema: { body: ZFairUsageCheckInput, response: { 200: ZFairUsageStatus, 420: ZFairUsageBlocked } }, preHandler: requireSession },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const teamId = teamModeOf(user, request.body.team_id);
      const entitlements = await loadUserEntitlements(ctx, user.id, { teamMode: Boolean(teamId) });
      if (!entitlements) throw notFound('This account no longer exists.');
      if (!entitlements.modes.includes(request.body.mode)) throw new HttpError('mode_not_allowed', ERRORS.mode_not_allowed.message, 'mode');
      const now = new Date();
      const status = await enforceFairUsage(ctx.db, { userId: user.id, mode: request.body.mode, now });
      await refreshUserFupRatio(ctx.db, { userId: user.id, now });
      if (!status.blocked) return reply.status(200).send(status);
      return reply.status(420).send({ error: 'fair_usage_blocked' as const, message: status.message ?? '', seconds_left: status.seconds_left });
    },
  );
}
