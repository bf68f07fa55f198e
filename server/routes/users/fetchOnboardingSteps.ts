import { ZOnboardingStepsQuery, ZOnboardingStepsResponse } from '@core/api/onboarding';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { readOnboardingSteps } from '../../onboarding/onboardingStepsReader';
import { authorizeSelf } from '../../policies/user';

/** GET /api/fetch/onboarding_steps?unique_id: the flow's state and the checklist, decided from the person's own work. */
export function fetchOnboardingSteps(app: TApp, ctx: TContext) {
  app.get(
    '/api/fetch/onboarding_steps',
    { schema: { querystring: ZOnboardingStepsQuery, response: { 200: ZOnboardingStepsResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      return readOnboardingSteps(ctx.db, user.id, ctx.env.DISCORD_URL ?? null);
    },
  );
}
