/** Words too common to say anything about relevance. */
const STOP_WORDS = new Set(
  'a an and are as at be by can could did do does for from had has have how i in is it its me my of on or our should than that the their them then there these they this to was we were what when where which who why will with would you your about into does tell more give list please'.split(' '),
);

/** The content words of a question, lower-case, longest first is not needed: order kept. */
export function queryTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length > 2 && !STOP_WORDS.has(word)))];
}

/** A crude stem, so "pricing" meets "price" and "refunds" meets "refund". */
const stem = (word: string) => (word.length > 5 ? word.slice(0, word.length - 2) : word.length > 3 ? word.slice(0, 4) : word);

/** How many of the question's terms a sentence contains (by stem). */
export function relevance(sentence: string, terms: readonly string[]): number {
  const words = (sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem);
  return terms.filter((term) => words.some((word) => word.startsWith(stem(term)))).length;
}
