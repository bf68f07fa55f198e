import { z } from 'zod';
import type { TPassage } from '@core/api/citations';
import { createCitationFilter } from '../factgpt/schema';
import { modelFailedError } from '../providerErrors';

/** The answer from one file: text, not blank. */
export const ZSourceTruthOutput = z.string().trim().min(1);

/**
 * Reads the model's answer from a file's passages: only citation markers that name a given passage
 * stay (a sentence is never shown as sourced by a passage it was not given), with the passages
 * cited. Blank is the model failing (model_failed).
 */
export function parseSourceTruthOutput(text: string, passages: readonly TPassage[]): { output: string; cited: TPassage[] } {
  const filter = createCitationFilter(passages);
  const parsed = ZSourceTruthOutput.safeParse(filter.push(text) + filter.flush());
  if (!parsed.success) throw modelFailedError();
  return { output: parsed.data, cited: filter.cited() };
}
