/** A word of a text: where it is (UTF-16 offsets, end exclusive) and its lower-cased form. */
export type TWordToken = { start: number; end: number; word: string };

/**
 * Letters, marks and digits, keeping inner apostrophes and hyphens ("don't", "l’eau", "well-known")
 * and the separators inside numbers ("2,000", "3.5") as one word.
 */
const WORD = /\p{N}+(?:[.,]\p{N}+)+|[\p{L}\p{M}\p{N}]+(?:['’\-‐][\p{L}\p{M}\p{N}]+)*/gu;

/**
 * Lower-cases a word the same way everywhere: the typographic apostrophe becomes ', and the dot
 * that JavaScript's lower-casing leaves after a Turkish dotted capital ('İ' → 'i̇') is dropped, so
 * "İstanbul" and "istanbul" are one word.
 */
export function normalizeWord(word: string): string {
  const lower = word.toLowerCase();
  // Most words need nothing more; the replacements run only on the few that do.
  return /[\u0307’‐]/.test(lower) ? lower.replace(/i\u0307/g, 'i').replace(/[’‐]/g, (c) => (c === '’' ? "'" : '-')) : lower;
}

/** The words of a text in order, with their offsets and lower-cased forms. */
export function wordTokens(text: string): TWordToken[] {
  const tokens: TWordToken[] = [];
  for (const match of text.matchAll(WORD)) {
    tokens.push({ start: match.index, end: match.index + match[0].length, word: normalizeWord(match[0]) });
  }
  return tokens;
}
