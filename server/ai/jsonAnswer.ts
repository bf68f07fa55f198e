import type { z } from 'zod';
import { modelFailedError } from './providerErrors';

/**
 * A model's JSON answer read with a zod schema: the object itself, or the first {...} of an answer
 * wrapped in a code fence or a sentence (models add them even when told not to). An answer that is
 * not JSON or does not fit the schema is the model failing (model_failed).
 */
export function parseJsonAnswer<T>(text: string, schema: z.ZodType<T>): T {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw modelFailedError();
  let value: unknown;
  try {
    value = JSON.parse(text.slice(start, end + 1));
  } catch {
    throw modelFailedError();
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw modelFailedError();
  return parsed.data;
}
