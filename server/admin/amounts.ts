import { AdminError } from './adminError';

/**
 * A positive number written plainly, or a refusal: digits with at most one decimal (credits are
 * counted in tenths, docs/decisions.md "Exact credits"), or digits only when `whole`.
 */
export function parsePositiveAmount(text: string, what: string, options: { whole?: boolean } = {}): number {
  const pattern = options.whole ? /^\d+$/ : /^\d+(\.\d)?$/;
  const value = Number(text);
  if (!pattern.test(text.trim()) || !Number.isFinite(value) || value <= 0 || value > 1_000_000) {
    const rule = options.whole ? 'a whole number above 0 and at most 1000000, like 500' : 'a number above 0 and at most 1000000 with at most one decimal, like 500 or 2.5';
    throw new AdminError(`The ${what} must be ${rule}; got "${text}".`);
  }
  return value;
}
