import { z } from 'zod';
import type { TFlagValue } from '../flags/catalogue';

/** GET /api/fetch/user/flags?unique_id&team_mode=true|false: every flag, evaluated on the server. */
export const ZUserFlagsQuery = z.object({
  unique_id: z.string().min(1),
  team_mode: z.enum(['true', 'false']).optional(),
});

const ZFlagValue: z.ZodType<TFlagValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(ZFlagValue), z.record(z.string(), ZFlagValue)]),
);

/** Flag id → value; false or null for a flag whose check failed (spec §5, §8). */
export const ZUserFlags = z.object({ flags: z.record(z.string(), ZFlagValue) });
export type TUserFlags = z.infer<typeof ZUserFlags>;
