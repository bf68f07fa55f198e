import { z } from 'zod';

/** The outline a model answers: the article's title and its sections, each with the points it covers. */
export const ZOutlineAnswer = z.object({
  title: z.string().trim().min(1).max(300),
  sections: z
    .array(z.object({ heading: z.string().trim().min(1).max(200), points: z.array(z.string().max(500)).max(10).default([]) }))
    .min(2)
    .max(12),
});
export type TOutlineAnswer = z.infer<typeof ZOutlineAnswer>;

/** The meta description, summary and conclusion a model answers. */
export const ZExtrasAnswer = z.object({
  meta: z.string().trim().min(1).max(1_000),
  summary: z.string().trim().min(1).max(5_000),
  conclusion: z.string().trim().min(1).max(10_000),
});
export type TExtrasAnswer = z.infer<typeof ZExtrasAnswer>;

/** The optimised search snippet a model answers (lengths are checked again by the caller; a looser bound here keeps a near miss). */
export const ZOptimiseAnswer = z.object({
  title: z.string().trim().min(1).max(200),
  meta: z.string().trim().min(1).max(400),
});
export type TOptimiseAnswer = z.infer<typeof ZOptimiseAnswer>;

/**
 * A section's text with only the citations of passages it was given: "[2]" or "[1, 3]" stay when
 * every number names a given passage, else the marker is dropped (like FactGPT's citation filter).
 * Returns the text and the numbers it cites, in order.
 */
export function keepGivenCitations(text: string, given: readonly number[]): { text: string; cited: number[] } {
  const valid = new Set(given);
  const cited = new Set<number>();
  const kept = text.replace(/\s?\[(\d+(?:\s*,\s*\d+)*)\]/g, (marker, list: string) => {
    const numbers = list.split(',').map((n) => Number(n.trim()));
    if (!numbers.every((n) => valid.has(n))) return '';
    numbers.forEach((n) => cited.add(n));
    return marker;
  });
  return { text: kept.trim(), cited: [...cited].sort((a, b) => a - b) };
}
