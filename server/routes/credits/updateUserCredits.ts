import { ZUpdateCreditsInput, ZUpdateCreditsResponse } from '@core/api/credits';
import type { TApp, TContext } from '../../context';
import { chargeCredits } from '../../commands/creditsCharger';
import { requireSession } from '../../middleware/session';
import { authorizeSelf, teamModeOf } from '../../policies';

/** POST /api/user/credits/update: charges a finished generation by the words of its output (spec §7). */
export function updateUserCredits(app: TApp, ctx: TContext) {
  app.post(
    '/api/user/credits/update',
    { schema: { body: ZUpdateCreditsInput, response: { 200: ZUpdateCreditsResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const teamId = teamModeOf(user, request.body.team_id);
      return chargeCredits(ctx.db, {
        userId: user.id,
        teamId,
        outputText: request.body.output_text,
        feature: request.body.feature,
        model: request.body.model ?? null,
      });
    },
  );
}
