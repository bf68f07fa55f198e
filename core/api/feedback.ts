import { z } from 'zod';

/** Bounds of the feedback widget's form, shared by the form and the server. */
export const FEEDBACK_LIMITS = { messageMax: 2_000, pageMax: 500, adminPageSize: 20, maxPage: 10_000 } as const;

/** POST /api/insert/feedback: what the person wrote, an optional rating (1–5) and the page they were on (sent by the widget). */
export const ZFeedbackInput = z.object({
  message: z
    .string({ error: 'Please write your feedback.' })
    .trim()
    .min(1, 'Please write your feedback.')
    .max(FEEDBACK_LIMITS.messageMax, `Feedback can be at most ${FEEDBACK_LIMITS.messageMax.toLocaleString('en-US')} characters.`),
  rating: z
    .number({ error: 'The rating is a whole number from 1 to 5.' })
    .int('The rating is a whole number from 1 to 5.')
    .min(1, 'The rating is a whole number from 1 to 5.')
    .max(5, 'The rating is a whole number from 1 to 5.')
    .nullable()
    .optional(),
  page: z
    .string({ error: 'The page is missing.' })
    .trim()
    .min(1, 'The page is missing.')
    .max(FEEDBACK_LIMITS.pageMax, `The page can be at most ${FEEDBACK_LIMITS.pageMax} characters.`)
    .refine((page) => page.startsWith('/'), 'The page is a path of this app, starting with /.'),
});
export type TFeedbackInput = z.infer<typeof ZFeedbackInput>;

/** The stored feedback: nothing is lost even when the webhook is down. */
export const ZFeedbackCreated = z.object({ feedback: z.object({ id: z.string(), created_at: z.string() }) });
export type TFeedbackCreated = z.infer<typeof ZFeedbackCreated>;

/** GET /api/fetch/feedback/widget and PUT /api/update/feedback/widget: whether the person hid the floating button (remembered on the account). */
export const ZFeedbackWidget = z.object({ hidden: z.boolean() });
export type TFeedbackWidget = z.infer<typeof ZFeedbackWidget>;
export const ZFeedbackWidgetInput = z.object({ hidden: z.boolean({ error: 'hidden is true or false.' }) });

/** GET /api/admin/feedback?page: newest first, a page at a time. */
export const ZAdminFeedbackQuery = z.object({
  page: z.coerce
    .number({ error: 'page is a whole number from 1.' })
    .int('page is a whole number from 1.')
    .min(1, 'page is a whole number from 1.')
    .max(FEEDBACK_LIMITS.maxPage, `page is at most ${FEEDBACK_LIMITS.maxPage.toLocaleString('en-US')}.`)
    .default(1),
});

/** Where one feedback stands with the webhook: sent, waiting for (another) attempt, or not sent (with why). */
export const FEEDBACK_DELIVERY_STATES = ['delivered', 'pending', 'failed'] as const;
export const ZFeedbackDelivery = z.object({
  state: z.enum(FEEDBACK_DELIVERY_STATES),
  delivered_at: z.string().nullable(),
  error: z.string().nullable(),
});

/** One feedback as administrators read it. */
export const ZAdminFeedbackItem = z.object({
  id: z.string(),
  email: z.string(),
  page: z.string(),
  rating: z.number().int().nullable(),
  message: z.string(),
  created_at: z.string(),
  delivery: ZFeedbackDelivery,
});
export type TAdminFeedbackItem = z.infer<typeof ZAdminFeedbackItem>;

/** A page of feedback, and whether a webhook is configured (without one feedback is stored only). */
export const ZAdminFeedbackList = z.object({
  items: z.array(ZAdminFeedbackItem),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  webhook_configured: z.boolean(),
});
export type TAdminFeedbackList = z.infer<typeof ZAdminFeedbackList>;
