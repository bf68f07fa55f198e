import { z } from 'zod';
import { ZEngine } from './chat';
import { ZGenerationResult } from './generate';

/**
 * The writing tools and repurpose formats (issue 21), one runner for every entry of the registry
 * (core/tools/toolRegistry.ts, core/tools/repurposeFormats.ts):
 *
 * POST /api/generate/tool/:tool_id/stream   the answer as server-sent events (meta, token…, done | error)
 * POST /api/generate/tool/:tool_id          the same answer as one JSON result; `return_prompt: true`
 *                                           answers the prompt it would send and runs nothing (spec §7)
 * POST /api/generate/content/extender, /content/rephraser, /blog/faq, /synopsis   spec §7's paths of those tools
 * GET  /api/tools/results?tool_id&start_count&end_count   the writer's earlier results of a tool, newest first
 * PATCH /api/tools/results/:id               { rating: 1 | -1 | null }
 */

const ZId = z.string().min(1).max(100);

export const ZToolRunInput = z.object({
  unique_id: ZId,
  team_id: ZId.nullish(),
  /** The project the result belongs to (its docs); the user's first project when absent. */
  project_id: ZId.optional(),
  /** The tool's fields by name (core/tools: each field's limits are checked by the server). */
  values: z.record(z.string(), z.unknown()).default({}),
  language: z.string().max(40).optional(),
  model: z.string().max(100).optional(),
  /** Spec §7: the byok client sends key:true; the key itself is the user's stored one. */
  key: z.boolean().optional(),
  /** A brand voice the writer may use; its profile goes into the prompt and the result names it. */
  brand_voice_id: ZId.nullish(),
  return_prompt: z.boolean().optional(),
});
export type TToolRunInput = z.input<typeof ZToolRunInput>;

/** What the server says the writer may do with a result (the UI shows only these). */
export const ZToolResultAbilities = z.object({ copy: z.boolean(), rate: z.boolean(), send_to_doc: z.boolean() });

export const ZFaq = z.object({ question: z.string(), answer: z.string() });

/** A saved result: the answer read into its shape, who wrote it, its charge and its rating. */
export const ZToolResult = z.object({
  id: z.string(),
  tool_id: z.string(),
  values: z.record(z.string(), z.string()),
  output: z.string(),
  items: z.array(z.string()),
  faqs: z.array(ZFaq),
  engine: ZEngine,
  model: z.string(),
  credits_charged: z.number(),
  finish_reason: z.string(),
  rating: z.number().int().nullable(),
  brand_voice: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  abilities: ZToolResultAbilities,
});
export type TToolResult = z.infer<typeof ZToolResult>;

/** The JSON run: the generation's fields, plus the saved result (null when nothing was written). */
export const ZToolRunResult = ZGenerationResult.extend({ result: ZToolResult.nullable() });
export type TToolRunResult = z.infer<typeof ZToolRunResult>;

/** `return_prompt: true`: the prompt the tool would send for these values. */
export const ZToolPromptResult = z.object({ prompt: z.object({ system: z.string(), user: z.string() }) });

/** The stream's last event: how it ended, and the saved result (null when nothing was written or saving failed). */
export const ZToolStreamDone = z.object({
  finish_reason: z.string(),
  words: z.number(),
  credits_charged: z.number(),
  notice: z.string().nullable(),
  result: ZToolResult.nullable(),
});
export type TToolStreamDone = z.infer<typeof ZToolStreamDone>;

export const ZToolResultsQuery = z.object({
  unique_id: ZId,
  team_id: ZId.nullish(),
  tool_id: z.string().min(1).max(60),
  start_count: z.coerce.number().int().min(0).default(0),
  end_count: z.coerce.number().int().min(1).default(10),
});
export const ZToolResultsPage = z.object({ results: z.array(ZToolResult), total: z.number().int() });

export const ZToolRatingInput = z.object({ unique_id: ZId, rating: z.union([z.literal(1), z.literal(-1), z.null()]) });
