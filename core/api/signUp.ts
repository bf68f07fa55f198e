import { z } from 'zod';
import { ZEmail, ZPassword, ZPersonName, ZProjectName } from './fieldLimits';
import { ZOnboardingData } from './onboarding';

/**
 * POST /api/add/user (spec §7): the account, its onboarding answers and its first project in one
 * call. credit_limit and credits_used are the spec's zeroes; the server never takes other values.
 */
export const ZAddUserInput = z.object({
  name: ZPersonName,
  email: ZEmail,
  password: ZPassword,
  project_name: ZProjectName,
  team_member: z.boolean().default(false),
  credit_limit: z.literal(0).default(0),
  credits_used: z.literal(0).default(0),
  onboarding_data: ZOnboardingData.default({}),
});
export type TAddUserInput = z.input<typeof ZAddUserInput>;

export const ZSignInInput = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Please enter your password.'),
});
export type TSignInInput = z.infer<typeof ZSignInInput>;
