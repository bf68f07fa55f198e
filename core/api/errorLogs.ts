import { z } from 'zod';

/** POST /api/insert/error/logs (spec §7): a client-side failure worth a human's attention. */
export const ZErrorLogInput = z.object({
  unique_id: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  message: z.string().trim().min(1, 'message is required.').max(10_000, 'message can be at most 10000 characters.'),
});
export type TErrorLogInput = z.infer<typeof ZErrorLogInput>;
