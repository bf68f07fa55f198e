import { ZOnboardingStateInput, ZOnboardingStepsResponse } from '@core/api/onboarding';
import type { TApp, TContext } from '../../context';
import { badRequest } from '../../errors';
import { requireSession } from '../../middleware/session';
import { addOnboardingFlags, CHECKLIST_DISMISSED, FLOW_SKIPPED } from '../../onboarding/onboardingFlags';
import { readOnboardingSteps } from '../../onboarding/onboardingStepsReader';
import { authorizeSelf } from '../../policies/user';

/**
 * POST /api/update/user/onboarding_state: remembers that the person skipped the flow or hid the
 * checklist, or opened the Discord link (the one step no row of their work shows); answers the steps.
 */
export function updateOnboardingState(app: TApp, ctx: TContext) {
  app.post(
    '/api/update/user/onboarding_state',
    { schema: { body: ZOnboardingStateInput, response: { 200: ZOnboardingStepsResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const { flow, checklist_dismissed: dismissed, step } = request.body;
      const discordUrl = ctx.env.DISCORD_URL ?? null;
      if (step === 'discord' && !discordUrl) throw badRequest('This installation has no Discord community to join.', 'step');
      await addOnboardingFlags(ctx.db, user.id, {
        ...(flow === 'skipped' ? { [FLOW_SKIPPED]: true as const } : {}),
        ...(dismissed ? { [CHECKLIST_DISMISSED]: true as const } : {}),
        ...(step === 'discord' ? { discord: true as const } : {}),
      });
      return readOnboardingSteps(ctx.db, user.id, discordUrl);
    },
  );
}
