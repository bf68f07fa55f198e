import { z } from 'zod';

const ZId = z.string().min(1);
export const ZFeatureName = z.enum(['autoblog_workflow', 'content_optimization'], {
  error: 'feature_name must be autoblog_workflow or content_optimization.',
});
export type TFeatureName = z.infer<typeof ZFeatureName>;

/** GET /api/verify/user/credits?unique_id[&team_id][&key=true] (spec §7). */
export const ZVerifyCreditsQuery = z.object({
  unique_id: ZId,
  team_id: ZId.optional(),
  key: z.enum(['true', 'false']).optional(),
});

/** The credit pool a generation draws from: the user's own, or their team's in team mode. */
export const ZCreditBalance = z.object({
  pool: z.enum(['user', 'team']),
  credit_limit: z.number(),
  credits_used: z.number(),
  additional_credits: z.number(),
  credits_left: z.number(),
  /** Bring-your-own-key calls pay the provider themselves: no credits are needed. */
  byok: z.boolean(),
});
export type TCreditBalance = z.infer<typeof ZCreditBalance>;

/** POST /api/user/credits/update (spec §7): charge a finished generation by its output. */
export const ZUpdateCreditsInput = z.object({
  unique_id: ZId,
  team_id: ZId.nullish(),
  output_text: z.array(z.string().max(200_000, 'Each output_text entry can be at most 200000 characters.')).max(100, 'At most 100 output_text entries.'),
  feature: z.string().trim().min(1).max(64).default('generation'),
  model: z.string().trim().min(1).max(64).nullish(),
});
export const ZUpdateCreditsResponse = ZCreditBalance.extend({ words: z.number(), credits_charged: z.number() });

/** POST /api/update/user/features/runs (spec §7): use one run of a feature. */
export const ZUpdateFeatureRunsInput = z.object({
  unique_id: ZId,
  feature_name: ZFeatureName,
  plan_name: z.string().max(100).optional(),
  team_id: ZId.nullish(),
});
const ZRuns = z.object({ autoblog_workflow: z.number(), content_optimization: z.number() });
export const ZUpdateFeatureRunsResponse = z.object({
  status: z.literal(200),
  pool: z.enum(['user', 'team']),
  feature_runs: ZRuns,
  additional_runs: ZRuns,
  runs_left: z.number(),
});
