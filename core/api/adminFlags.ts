import { z } from 'zod';
import { FLAG_TYPES } from '../flags/catalogue';
import { ZFlagOverride } from '../flags/overrides';

const ZFlagValue = ZFlagOverride.shape.value;

/** One group of the plan-table default: the value solo users of these plans get. */
export const ZFlagDefaultGroup = z.object({ value: ZFlagValue, plans: z.array(z.string()) });

/** One flag as the admin page shows it: catalogue facts, plan-table default, stored overrides. */
export const ZAdminFlag = z.object({
  id: z.string(),
  type: z.enum(FLAG_TYPES),
  summary: z.string(),
  /** The plan-table default for a solo user, grouped by value (most plans first). */
  defaults: z.array(ZFlagDefaultGroup),
  overrides: z.array(ZFlagOverride),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type TAdminFlag = z.infer<typeof ZAdminFlag>;

/** GET /api/admin/flags. */
export const ZAdminFlags = z.object({ flags: z.array(ZAdminFlag) });

export const ZAdminFlagParams = z.object({ flag_id: z.string().min(1).max(100) });

/** PUT /api/admin/flags/:flag_id: the flag's whole list of overrides (first match wins; empty removes them). */
export const ZAdminFlagOverridesInput = z.object({
  overrides: z
    .array(
      z.object({
        value: ZFlagValue,
        plans: z.array(z.string().max(200)).max(100).optional(),
        emails: z.array(z.string().max(320)).max(500).optional(),
      }),
    )
    .max(100),
});
export type TAdminFlagOverridesInput = z.infer<typeof ZAdminFlagOverridesInput>;
