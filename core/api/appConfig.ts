import { z } from 'zod';

/** GET /api/app/config: what the shell needs before sign-in (downtime, announcement, version, support link). */
export const ZAppConfig = z.object({
  /** Seconds of downtime left; the maintenance page shows while this is above zero (spec §4). */
  app_downtime_flag: z.number(),
  downtime_until: z.string().nullable(),
  announcement: z
    .object({ text: z.string(), date: z.string().nullable(), link: z.string().nullable() })
    .nullable(),
  app_version: z.string(),
  redirect_url: z.string().nullable(),
  /** Stripe Checkout sells plans on this installation; false: an administrator assigns them (docs/decisions.md "Billing"). */
  billing_enabled: z.boolean(),
  /** A help-desk page the chat-support widget links to beside its thread (SUPPORT_URL); null: no such link. */
  support_url: z.string().nullable(),
  /** A web search provider (SearXNG or Brave) is configured, so Web search mode can search the web. */
  web_search: z.boolean(),
  /**
   * Where each model name answers on this installation: a language model, or the offline engine
   * (which quotes sources but cannot follow an instruction), so the model picker can say so.
   */
  models: z.array(z.object({ name: z.string(), engine: z.enum(['model', 'offline']) })),
});
export type TAppConfig = z.infer<typeof ZAppConfig>;

/** /version.json (spec §3: hash, updateLogs), written by the build and polled every 120 s. */
export const ZVersionFile = z.object({
  hash: z.string(),
  version: z.string().optional(),
  updateLogs: z.array(z.string()),
});
export type TVersionFile = z.infer<typeof ZVersionFile>;
