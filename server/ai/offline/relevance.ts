import { stemSet, wordsOf } from '@core/analysis/contentWords';
import { FUNCTION_WORDS } from '@core/analysis/stopwords';

/** Verbs a question wraps its topic in ("which knot makes a loop"): never part of the topic. */
const QUESTION_VERBS = new Set('say says said mean means make makes made work works use used get gets need needs happen happens explain describe cost costs include includes compare tell give list'.split(' '));
const MAX_TOPIC_WORDS = 3;

const isTopicWord = (word: string) => word.length > 2 && !FUNCTION_WORDS.has(word) && !QUESTION_VERBS.has(word);

/**
 * The question's topic as the asker wrote it: a run of consecutive topic words (at most three),
 * the run most of whose words the given text contains; on a tie the later one, since a question
 * ends on what it asks about. "Which knot makes a fixed loop?" → "fixed loop". Empty when none.
 */
export function questionTopic(query: string, text: string): string {
  const runs: string[][] = [[]];
  for (const word of wordsOf(query)) {
    const lower = word.text.toLowerCase();
    if (isTopicWord(lower)) runs[runs.length - 1]!.push(lower);
    else if (runs[runs.length - 1]!.length) runs.push([]);
  }
  const stems = stemSet(text);
  let best: { words: string[]; score: number } | null = null;
  for (const run of runs.filter((words) => words.length)) {
    const words = run.slice(0, MAX_TOPIC_WORDS);
    const score = wordsOf(words.join(' ')).filter((word) => stems.has(word.stem)).length;
    if (!best || score >= best.score) best = { words, score };
  }
  return best ? best.words.join(' ') : '';
}
