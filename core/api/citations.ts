import { z } from 'zod';

/**
 * A passage an answer is grounded on: where it came from and where in that source it sits.
 * Retrieval (server/retrieval) returns these; answers cite them by `n` ([1], [2] … in the text).
 */
export const ZPassage = z.object({
  /** The citation number used in the answer text, 1-based. */
  n: z.number().int().min(1),
  /** The asset the passage belongs to; null for a web search result. */
  asset_id: z.string().nullable(),
  kind: z.enum(['file', 'url', 'domain', 'web']),
  /** The source's title (file name, page title). */
  title: z.string(),
  /** The page address for URLs, domain pages and web results; null for files. */
  url: z.string().nullable(),
  /** Where in the source: "page 3", "section Pricing", "paragraph 12". */
  location: z.string().nullable(),
  /** The passage text itself (trimmed to a readable length). */
  text: z.string(),
  /** The passage's place in its asset (0-based), so Assets can open it; absent for web results and older chats. */
  position: z.number().int().min(0).optional(),
});
export type TPassage = z.infer<typeof ZPassage>;
