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

/** Verbs a question wraps its topic in ("which knot makes a loop"): never part of the topic. */
const QUESTION_VERBS = new Set('say says said mean means make makes made work works use used get gets need needs happen happens explain describe cost costs include includes compare'.split(' '));
const MAX_TOPIC_WORDS = 3;

/**
 * The question's topic as the asker wrote it: a run of consecutive content words (at most three),
 * the run most of whose words the given text contains; on a tie the later one, since a question
 * ends on what it asks about. "Which knot makes a fixed loop?" → "fixed loop". Empty when none.
 */
export function questionTopic(query: string, text: string): string {
  const runs: string[][] = [[]];
  for (const word of query.match(/[\p{L}\p{N}]+/gu) ?? []) {
    const lower = word.toLowerCase();
    const content = lower.length > 2 && !STOP_WORDS.has(lower) && !QUESTION_VERBS.has(lower);
    if (content) runs[runs.length - 1]!.push(lower);
    else if (runs[runs.length - 1]!.length) runs.push([]);
  }
  let best: { words: string[]; score: number } | null = null;
  for (const run of runs.filter((words) => words.length)) {
    const words = run.slice(0, MAX_TOPIC_WORDS);
    const score = relevance(text, words);
    if (!best || score >= best.score) best = { words, score };
  }
  return best ? best.words.join(' ') : '';
}
