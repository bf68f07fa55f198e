import { z } from 'zod';
import { cutAtWord } from '@core/text/cutAtWord';
import { modelFailedError } from '../providerErrors';

/** The most an instruction's answer may hold; a model that runs on past it is cut at a word. */
export const MAX_INSTRUCT_CHARS = 50_000;

/** The instruction's answer: text, not blank. */
export const ZInstructOutput = z.string().trim().min(1);

/**
 * Reads what the model wrote: trimmed, cut at a word past MAX_INSTRUCT_CHARS. A blank answer is the
 * model failing (model_failed, nothing charged), not an empty success.
 */
export function parseInstructOutput(text: string): string {
  const parsed = ZInstructOutput.safeParse(text);
  if (!parsed.success) throw modelFailedError();
  return cutAtWord(parsed.data, MAX_INSTRUCT_CHARS);
}
