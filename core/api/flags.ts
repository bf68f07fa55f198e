import { z } from 'zod';
import { ZJsonValue } from '../flags/flagValue';

/** GET /api/fetch/user/flags?unique_id&team_mode=true|false: every flag, evaluated on the server. */
export const ZUserFlagsQuery = z.object({
  unique_id: z.string().min(1),
  team_mode: z.enum(['true', 'false']).optional(),
});

/** Flag id → value; false or null for a flag whose check failed (spec §5, §8). */
export const ZUserFlags = z.object({ flags: z.record(z.string(), ZJsonValue) });
export type TUserFlags = z.infer<typeof ZUserFlags>;
