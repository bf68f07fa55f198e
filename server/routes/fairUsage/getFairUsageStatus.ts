import { ZFairUsageStatus, ZFairUsageStatusQuery } from '@core/api/fairUsage';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { loadFairUsageStatus } from '../../queries/fairUsageLoader';

/** GET /api/fair/usage/status?unique_id&mode: the mode's ratio (banner at 100) and any running block. */
export function getFairUsageStatus(app: TApp, ctx: TContext) {
  app.get(
    '/api/fair/usage/status',
    { schema: { querystring: ZFairUsageStatusQuery, response: { 200: ZFairUsageStatus } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      return loadFairUsageStatus(ctx.db, { userId: user.id, mode: request.query.mode, now: new Date() });
    },
  );
}
