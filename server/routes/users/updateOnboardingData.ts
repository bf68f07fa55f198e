import { z } from 'zod';
import { ZOnboardingData } from '@core/api/onboarding';
import type { TApp, TContext } from '../../context';
import { onboardingData } from '../../db/schema';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { presentOnboardingData } from '../../presenters/onboardingData';

const ZInput = z.object({ unique_id: z.string().optional(), onboarding_data: ZOnboardingData });

/** POST /api/update/user/onboarding_data: replaces the given onboarding answers (spec §7). */
export function updateOnboardingData(app: TApp, ctx: TContext) {
  app.post(
    '/api/update/user/onboarding_data',
    { schema: { body: ZInput, response: { 200: z.object({ onboarding_data: ZOnboardingData }) } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const answers = request.body.onboarding_data;
      const values = {
        name: answers.name,
        teamSize: answers.team_size,
        appStartingPoint: answers.app_starting_point,
        startingWorkflow: answers.starting_workflow,
        hearAboutUs: answers.hear_about_us,
        hearAboutSourceOrQuery: answers.hear_about_source_or_query,
        projectName: answers.project_name,
        partnerId: answers.partner_id,
        updatedAt: new Date(),
      };
      const [row] = await ctx.db
        .insert(onboardingData)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: onboardingData.userId, set: values })
        .returning();
      return { onboarding_data: presentOnboardingData(row!) };
    },
  );
}
