/** Drops one letter of a doubled final consonant ("stopp" → "stop"), except the l, s and z English doubles. */
const undouble = (word: string) => (/([^aeiouylsz])\1$/.test(word) ? word.slice(0, -1) : word);
const hasVowel = (word: string) => /[aeiouyàâäéèêëîïôöùûü]/.test(word);

/**
 * A light suffix-stripping stem, so word forms of one subject meet: "refunds" and "refunded" →
 * "refund", "pricing" and "price" → "pric", "memories" and "memory" → "memory". Deliberately
 * conservative (no prefix matching), so unrelated words rarely collide; irregular forms ("slept")
 * do not meet their root. Numbers are kept as written.
 */
export function stemOf(word: string): string {
  let stem = word.toLowerCase();
  if (stem.length <= 3 || /\d/.test(stem)) return stem;
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (/(?:ss|sh|ch|x|z)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !/(?:ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.endsWith('ing') && stem.length > 5 && hasVowel(stem.slice(0, -3))) stem = undouble(stem.slice(0, -3));
  else if (stem.endsWith('ed') && stem.length > 4 && hasVowel(stem.slice(0, -2))) stem = undouble(stem.slice(0, -2));
  else if (stem.endsWith('ly') && stem.length > 5) stem = stem.slice(0, -2);
  if (stem.endsWith('e') && stem.length > 3) stem = stem.slice(0, -1);
  return stem;
}
