import { ZFairUsageBlocked, ZFairUsageCheckInput, ZFairUsageStatus } from '@core/api/fairUsage';
import type { TApp, TContext } from '../../context';
import { enforceFairUsage } from '../../commands/fairUsageEnforcer';
import { requireSession } from '../../middleware/session';
import { authorizeTeam } from '../../policies/team';
import { authorizeSelf } from '../../policies/user';

/**
 * POST /api/fair/usage/check: may this user start a generation in this mode now? 200 with the
 * status, or 420 with the seconds left (spec §8: the client refreshes the user and rechecks).
 * Fair usage is the person's, so team mode only checks membership.
 */
export function checkFairUsage(app: TApp, ctx: TContext) {
  app.post(
    '/api/fair/usage/check',
    { schema: { body: ZFairUsageCheckInput, response: { 200: ZFairUsageStatus, 420: ZFairUsageBlocked } }, preHandler: requireSession },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      await authorizeTeam(ctx.db, user, request.body.team_id);
      const status = await enforceFairUsage(ctx.db, { userId: user.id, mode: request.body.mode, now: new Date() });
      if (!status.blocked) return reply.status(200).send(status);
      return reply.status(420).send({ error: 'fair_usage_blocked' as const, message: status.message ?? '', seconds_left: status.seconds_left });
    },
  );
}
