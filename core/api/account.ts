import { z } from 'zod';
import { PASSWORD_MAX, ZEmail, ZPassword, ZPersonName } from './fieldLimits';

/** Why a session was ended by the server (the 401's `error`): a plan with one session at a time signed in elsewhere. */
export const ANOTHER_DEVICE_CODE = 'another_device';
export const ANOTHER_DEVICE_MESSAGE = 'You were signed out because your account signed in on another device.';

const ZRuns = z.object({ left: z.number().int(), limit: z.number().int() });

/**
 * GET /api/account/profile: what the profile page shows, and what the person may do there
 * (`abilities`, decided by the server: flags, billing state, team role).
 */
export const ZAccountProfile = z.object({
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  /** How the person signs in: `credential` (email and password), `google` … */
  sign_in_methods: z.array(z.string()),
  plan_name: z.string().nullable(),
  plan_display_name: z.string().nullable(),
  expiry_date: z.string().nullable(),
  subscription_status: z.string().nullable(),
  /** Credits as exact decimal text (tenths): limit, used, additional and left. */
  credits: z.object({ limit: z.string(), used: z.string(), additional: z.string(), left: z.string() }),
  runs: z.object({ autoblog_workflow: ZRuns, content_optimization: ZRuns }),
  /** The person's coupon (the review offer's, spec §3 referralCoupon), or null when they have none. */
  referral_coupon: z.object({ code: z.string(), redeemed: z.boolean() }).nullable(),
  abilities: z.object({
    change_password: z.boolean(),
    manage_subscription: z.boolean(),
    cancel_subscription: z.boolean(),
    /** Subscribe again to the plan whose subscription ended (a new Checkout of `reactivate_plan_id`). */
    reactivate_subscription: z.boolean(),
    reactivate_plan_id: z.string().nullable(),
    delete_account: z.boolean(),
  }),
  /** Why the account cannot be deleted now (a team admin with members), or null. */
  delete_blocked_reason: z.string().nullable(),
});
export type TAccountProfile = z.infer<typeof ZAccountProfile>;

/** PUT /api/account/name */
export const ZUpdateNameInput = z.object({ name: ZPersonName });
export type TUpdateNameInput = z.infer<typeof ZUpdateNameInput>;

/** POST /api/account/email: a confirmation link goes to the new address; the email changes once it is opened. */
export const ZChangeEmailInput = z.object({ new_email: ZEmail });
export type TChangeEmailInput = z.infer<typeof ZChangeEmailInput>;
export const ZChangeEmailResponse = z.object({ sent_to: z.string() });

/** POST /api/account/password: the current password and a new one; other devices are signed out. */
export const ZChangePasswordInput = z.object({
  current_password: z
    .string({ error: 'Please enter your current password.' })
    .min(1, 'Please enter your current password.')
    .max(PASSWORD_MAX, `A password can be at most ${PASSWORD_MAX} characters.`),
  new_password: ZPassword,
});
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;

/** DELETE /api/account: the person types their email to confirm. */
export const ZDeleteAccountInput = z.object({
  confirm_email: z
    .string({ error: 'Type your email address to confirm.' })
    .trim()
    .min(1, 'Type your email address to confirm.')
    .max(254, 'An email address can be at most 254 characters.'),
});
export type TDeleteAccountInput = z.infer<typeof ZDeleteAccountInput>;
export const ZDeleteAccountResponse = z.object({ deleted: z.literal(true) });

/** The answer of the calls that change something: the profile as it is now. */
export const ZAccountProfileResponse = z.object({ profile: ZAccountProfile });
export type TAccountProfileResponse = z.infer<typeof ZAccountProfileResponse>;
