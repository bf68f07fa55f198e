import { z } from 'zod';

/** POST /api/public/runs/use: a public visitor starts one free run of a public tool. */
export const ZUsePublicRunInput = z.object({
  tool: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/, 'tool must be a public tool name (lower-case letters, digits and dashes).'),
});
export const ZUsePublicRunResponse = z.object({ runs_left: z.number() });

/** GET /api/public/runs: today's free runs of this visitor (the higher of the cookie's and the address's count). */
export const ZPublicRunsStatus = z.object({
  runs_used: z.number(),
  runs_left: z.number(),
  /** ISO time of the next UTC midnight, when the count starts again. */
  resets_at: z.string(),
});
export type TPublicRunsStatus = z.infer<typeof ZPublicRunsStatus>;
