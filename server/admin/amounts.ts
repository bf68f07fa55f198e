import { AdminError } from './adminError';

/** A positive number written plainly (digits, at most one decimal point), or a refusal. */
export function parsePositiveAmount(text: string, what: string, options: { whole?: boolean } = {}): number {
  const pattern = options.whole ? /^\d+$/ : /^\d+(\.\d+)?$/;
  const value = Number(text);
  if (!pattern.test(text.trim()) || !Number.isFinite(value) || value <= 0 || value > 1_000_000) {
    const kind = options.whole ? 'a whole number' : 'a number';
    throw new AdminError(`The ${what} must be ${kind} above 0 and at most 1000000, like 500; got "${text}".`);
  }
  return value;
}
