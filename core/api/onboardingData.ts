import { z } from 'zod';
import { ZShortText } from './fieldLimits';

/**
 * Onboarding data (spec §3) as it is stored and read back (the user record, sign-up's optional
 * answers): every answer is optional text. The onboarding flow's own call is stricter (onboarding.ts); this file is apart so the user record's
 * schema, on every page, does not carry the flow's lists.
 */
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
