import { z } from 'zod';

/**
 * The parts of Stripe's event objects the webhook reads, checked with zod rather than trusted: a
 * signed event of an unexpected shape is logged and ignored instead of half-applied.
 */
const ZId = z.string().min(1);
const ZExpandable = z.union([ZId, z.object({ id: ZId })]).transform((value) => (typeof value === 'string' ? value : value.id));

export const ZCheckoutSessionObject = z.object({
  id: ZId,
  mode: z.enum(['payment', 'subscription', 'setup']),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  client_reference_id: z.string().nullish(),
  customer: ZExpandable.nullish(),
  subscription: ZExpandable.nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
export type TCheckoutSessionObject = z.infer<typeof ZCheckoutSessionObject>;

/** Invoices name their subscription at `parent.subscription_details.subscription` (older API versions: `subscription`). */
export const ZInvoiceObject = z
  .object({
    id: ZId,
    customer: ZExpandable,
    subscription: ZExpandable.nullish(),
    billing_reason: z.string().nullish(),
    parent: z.object({ subscription_details: z.object({ subscription: ZExpandable }).nullish() }).nullish(),
    lines: z.object({ data: z.array(z.object({ period: z.object({ start: z.number(), end: z.number() }) })) }).optional(),
  })
  .transform((invoice) => ({
    id: invoice.id,
    customer: invoice.customer,
    subscription: invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null,
    periodEnds: (invoice.lines?.data ?? []).map((line) => line.period.end),
    // Stripe's reason for a subscription's next period; the first invoice says subscription_create.
    renewal: invoice.billing_reason === 'subscription_cycle',
  }));
export type TInvoiceObject = z.infer<typeof ZInvoiceObject>;

export const ZSubscriptionObject = z.object({
  id: ZId,
  customer: ZExpandable,
  status: z.string().min(1),
});
export type TSubscriptionObject = z.infer<typeof ZSubscriptionObject>;
