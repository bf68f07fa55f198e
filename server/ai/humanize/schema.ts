import { z } from 'zod';
import { parseJsonAnswer } from '../jsonAnswer';
import { modelFailedError } from '../providerErrors';

/** The model's answer: each passage's rewrite by its index. */
export const ZHumanizeAnswer = z.object({
  passages: z.array(z.object({ index: z.coerce.number().int().min(0), text: z.string() })).min(1),
});

/**
 * Reads the rewrites of `count` passages from the model's answer: the rewrite at each index, or null
 * where the model gave none (or a blank one) for it. Not JSON of that shape, or no usable rewrite at
 * all, is the model failing (model_failed).
 */
export function parseRewrites(text: string, count: number): Array<string | null> {
  const answer = parseJsonAnswer(text, ZHumanizeAnswer);
  const rewrites: Array<string | null> = Array.from({ length: count }, () => null);
  for (const passage of answer.passages) {
    const rewrite = passage.text.trim();
    // The first answer for an index counts; indices past the passages sent are ignored.
    if (passage.index < count && rewrite && rewrites[passage.index] === null) rewrites[passage.index] = rewrite;
  }
  if (rewrites.every((rewrite) => rewrite === null)) throw modelFailedError();
  return rewrites;
}
