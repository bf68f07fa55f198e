import { z } from 'zod';
import { GENERATION_MODES } from '../plans/access';

const ZId = z.string().min(1);
export const ZGenerationMode = z.enum(GENERATION_MODES, { error: 'mode must be instruct, serp, url, file or domain.' });

/** GET /api/fair/usage/status?unique_id&mode: the fair-use state of one mode, read without changing it. */
export const ZFairUsageStatusQuery = z.object({ unique_id: ZId, mode: ZGenerationMode });

/** The fair-use state of one mode; `message` is the restricted dialog's text while blocked. */
export const ZFairUsageStatus = z.object({
  mode: ZGenerationMode,
  /** Share of the mode's allowance used in the window, in whole percent; the banner shows at 100. */
  ratio: z.number(),
  blocked: z.boolean(),
  seconds_left: z.number(),
  message: z.string().nullable(),
});
export type TFairUsageStatus = z.infer<typeof ZFairUsageStatus>;

/** POST /api/fair/usage/check: may this user start a generation in this mode now? */
export const ZFairUsageCheckInput = z.object({ unique_id: ZId, mode: ZGenerationMode, team_id: ZId.nullish() });

/** The 420 body (spec §8: refresh the user and recheck fair usage). */
export const ZFairUsageBlocked = z.object({
  error: z.literal('fair_usage_blocked'),
  message: z.string(),
  seconds_left: z.number(),
});
