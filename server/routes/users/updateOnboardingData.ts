import { z } from 'zod';
import { ZOnboardingData, ZUpdateOnboardingDataInput } from '@core/api/onboarding';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { saveOnboardingAnswers } from '../../onboarding/onboardingAnswersSaver';
import { authorizeSelf } from '../../policies/user';
import { presentOnboardingData } from '../../presenters/onboardingData';

/**
 * POST /api/update/user/onboarding_data (spec §7): the onboarding flow's answers, replacing the
 * ones given; the project answer names the first project, and `complete` ends the flow.
 */
export function updateOnboardingData(app: TApp, ctx: TContext) {
  app.post(
    '/api/update/user/onboarding_data',
    { schema: { body: ZUpdateOnboardingDataInput, response: { 200: z.object({ onboarding_data: ZOnboardingData }) } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const row = await saveOnboardingAnswers(ctx.db, user.id, request.body.onboarding_data, request.body.complete ?? false);
      return { onboarding_data: presentOnboardingData(row) };
    },
  );
}
