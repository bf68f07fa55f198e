import { z } from 'zod';
import { isWholeTenths } from '../credits/creditTenths';

/** The most credits a limit may be set to, and the longest expiry an administrator may set (ten years). */
export const ACCOUNT_LIMIT_BOUNDS = { maxCredits: 100_000_000, maxExpiryDays: 3_650 } as const;

/**
 * PUT /api/update/user (spec §7): an administrator sets an account's plan (its limits and runs as a
 * purchase would), and/or its credit limit and its expiry (days from now). At least one is needed.
 */
export const ZUpdateUserLimitsInput = z
  .object({
    unique_id: z.string().trim().min(1, 'unique_id is required.').max(200),
    plan_name: z.string().trim().min(1, 'plan_name is empty: give a plan id or leave it out.').max(100, 'plan_name is at most 100 characters.').optional(),
    credit_limit: z
      .number()
      .min(0, 'credit_limit cannot be negative.')
      .max(ACCOUNT_LIMIT_BOUNDS.maxCredits, `credit_limit is at most ${ACCOUNT_LIMIT_BOUNDS.maxCredits.toLocaleString('en-US')}.`)
      .refine(isWholeTenths, 'credit_limit has at most one decimal (credits are counted in tenths).')
      .optional(),
    expiry_days: z
      .number()
      .int('expiry_days is a whole number of days.')
      .min(1, 'expiry_days is at least 1.')
      .max(ACCOUNT_LIMIT_BOUNDS.maxExpiryDays, `expiry_days is at most ${ACCOUNT_LIMIT_BOUNDS.maxExpiryDays.toLocaleString('en-US')} (ten years).`)
      .optional(),
  })
  .refine((input) => input.plan_name !== undefined || input.credit_limit !== undefined || input.expiry_days !== undefined, {
    message: 'Give plan_name, credit_limit or expiry_days: there is nothing to change.',
  });

/** An account's plan and limits as the audit log keeps them (before and after) and the call answers: credits as exact decimal text. */
export const ZAccountLimits = z.object({
  plan_name: z.string().nullable(),
  credit_limit: z.string(),
  credits_used: z.string(),
  additional_credits: z.string(),
  feature_runs: z.record(z.string(), z.number()),
  additional_runs: z.record(z.string(), z.number()),
  expiry_date: z.string().nullable(),
});
export type TAccountLimits = z.infer<typeof ZAccountLimits>;

/** The account's limits after the change. */
export const ZUpdateUserLimitsResponse = z.object({ user: ZAccountLimits.extend({ unique_id: z.string(), email: z.string() }) });
export type TUpdateUserLimitsResponse = z.infer<typeof ZUpdateUserLimitsResponse>;
