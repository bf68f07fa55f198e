import { z } from 'zod';
import { ZShortText } from './fieldLimits';

/** Onboarding data (spec §3), collected at sign-up; every answer but the project is optional. */
export const ZOnboardingData = z.object({
  name: ZShortText.optional(),
  team_size: ZShortText.optional(),
  app_starting_point: ZShortText.optional(),
  starting_workflow: ZShortText.optional(),
  hear_about_us: ZShortText.optional(),
  hear_about_source_or_query: ZShortText.optional(),
  project_name: ZShortText.optional(),
  partner_id: ZShortText.optional(),
});
export type TOnboardingData = z.infer<typeof ZOnboardingData>;
