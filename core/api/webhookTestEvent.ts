import { z } from 'zod';

/** How much of the receiver's answer is shown (characters); the rest is cut and marked. */
export const WEBHOOK_TEST_BODY_SHOWN = 1_000;

/** POST /api/integrations/custom/test_event: sends the account's custom webhook a signed sample post (uid: the account, spec §7). */
export const ZWebhookTestEventInput = z.object({ uid: z.string().min(1, 'An id is required.').max(100) });
export type TWebhookTestEventInput = z.infer<typeof ZWebhookTestEventInput>;

/**
 * What the receiver answered: its status and the start of its body, or why no answer came (error,
 * status null). `ok` is a 2xx answer. The call itself succeeds either way; it reports, it does not judge.
 */
export const ZWebhookTestEventResult = z.object({
  ok: z.boolean(),
  webhook_url: z.string(),
  status: z.number().int().nullable(),
  body: z.string().max(WEBHOOK_TEST_BODY_SHOWN),
  truncated: z.boolean(),
  error: z.string().nullable(),
  duration_ms: z.number().int().min(0),
  sent_at: z.string(),
});
export type TWebhookTestEventResult = z.infer<typeof ZWebhookTestEventResult>;
