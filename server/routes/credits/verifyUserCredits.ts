import { ZCreditBalance, ZVerifyCreditsQuery } from '@core/api/credits';
import { ERRORS } from '@core/errors';
import type { TApp, TContext } from '../../context';
import { HttpError } from '../../errors';
import { requireSession } from '../../middleware/session';
import { authorizeSelf, teamModeOf } from '../../policies';
import { loadCreditPool, toBalance } from '../../queries/creditBalance';

/**
 * GET /api/verify/user/credits?unique_id[&team_id][&key=true]: may this user generate now? 200 with
 * the balance; 429 with no credits left; 430 when the plan has expired (spec §8).
 */
export function verifyUserCredits(app: TApp, ctx: TContext) {
  app.get(
    '/api/verify/user/credits',
    { schema: { querystring: ZVerifyCreditsQuery, response: { 200: ZCreditBalance } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const teamId = teamModeOf(user, request.query.team_id);
      const { pool, row } = await loadCreditPool(ctx.db, { userId: user.id, teamId });
      const byok = request.query.key === 'true';
      const balance = toBalance(pool, row, byok);
      if (!byok && balance.credits_left <= 0) throw new HttpError('credits_exhausted', ERRORS.credits_exhausted.message);
      return balance;
    },
  );
}
