/**
 * Credits are counted in tenths (docs/decisions.md, "Exact credits"): a charge is rounded up to the
 * tenth, the database keeps numeric(14,1), and the sidebar shows one decimal. A JS number holding
 * credits is always the double nearest a whole number of tenths (1.7, never 1.7000000000000002):
 * sums and differences go through integer tenths here, never through floating-point arithmetic.
 */

const DECIMAL_CREDITS = /^(-?)(\d+)(?:\.(\d))?$/;

// credits * 10 of a number nearest n/10 lands within a few units in the last place of n.
const nearTenths = (credits: number, tenths: number) => Math.abs(credits * 10 - tenths) <= 4 * Number.EPSILON * Math.max(1, Math.abs(tenths));

/** Credits → whole tenths (an exact integer); refuses a value that is not a whole number of tenths. */
export function toCreditTenths(credits: number): number {
  const tenths = Math.round(credits * 10);
  if (!Number.isSafeInteger(tenths) || !nearTenths(credits, tenths)) {
    throw new RangeError(`${credits} is not a whole number of tenths of a credit`);
  }
  return tenths;
}

/** Whole tenths → credits: correctly rounded division, so 17 gives exactly the number 1.7. */
export function fromCreditTenths(tenths: number): number {
  if (!Number.isSafeInteger(tenths)) throw new RangeError(`${tenths} is not a whole number of tenths`);
  return tenths / 10;
}

/** Whether a number is a whole number of tenths (what a pool, a charge or a grant may hold). */
export function isWholeTenths(credits: number): boolean {
  return Number.isFinite(credits) && nearTenths(credits, Math.round(credits * 10));
}

/**
 * Credits as PostgreSQL returns a numeric(14,1) (decimal text with at most one decimal, on pg and
 * PGlite alike) → a number; the one place credits are parsed, digit by digit, with no float step.
 */
export function parseCredits(text: string): number {
  const match = DECIMAL_CREDITS.exec(text);
  if (!match) throw new RangeError(`"${text}" is not a number of credits with at most one decimal`);
  const [, sign, whole, tenth] = match;
  const tenths = Number(whole) * 10 + Number(tenth ?? 0);
  return fromCreditTenths(sign && tenths ? -tenths : tenths);
}

/** The exact sum of credit amounts. */
export function sumCredits(...amounts: number[]): number {
  return fromCreditTenths(amounts.reduce((total, amount) => total + toCreditTenths(amount), 0));
}

/** The exact difference `from - amount`. */
export function subtractCredits(from: number, amount: number): number {
  return fromCreditTenths(toCreditTenths(from) - toCreditTenths(amount));
}

/** Credits as decimal text with one decimal ("1.7", "-0.1"), built from the integer tenths (what numeric(14,1) takes). */
export function creditsToText(credits: number): string {
  const tenths = toCreditTenths(credits);
  const magnitude = Math.abs(tenths);
  return `${tenths < 0 ? '-' : ''}${Math.floor(magnitude / 10)}.${magnitude % 10}`;
}
