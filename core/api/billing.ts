import { z } from 'zod';

/**
 * POST /api/billing/checkout: the plan to buy (with the user's review-offer coupon if they want it
 * applied), or an add-on pack of core/plans/addons (paid once; the coupon is for plans only).
 */
export const ZCheckoutInput = z
  .object({
    unique_id: z.string().min(1),
    plan_id: z.string().min(1).max(100).optional(),
    addon_id: z.string().min(1).max(100).optional(),
    coupon: z.string().trim().min(1).max(64).optional(),
  })
  .refine((input) => (input.plan_id === undefined) !== (input.addon_id === undefined), { message: 'Send either plan_id or addon_id.' })
  .refine((input) => input.addon_id === undefined || input.coupon === undefined, { message: 'A coupon applies to plans, not add-ons.' });
export type TCheckoutInput = z.infer<typeof ZCheckoutInput>;

/** Where to send the browser: Stripe's hosted Checkout (or its Customer Portal). */
export const ZBillingRedirect = z.object({ url: z.string() });
export type TBillingRedirect = z.infer<typeof ZBillingRedirect>;

/** POST /api/billing/portal: the Stripe Customer Portal for the user's own subscription. */
export const ZPortalInput = z.object({ unique_id: z.string().min(1) });
export type TPortalInput = z.infer<typeof ZPortalInput>;

/** POST /api/billing/webhook: what the server answers Stripe. */
export const ZWebhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean(), handled: z.boolean() });
export type TWebhookResponse = z.infer<typeof ZWebhookResponse>;
