import { stemSet } from './contentWords';
import type { TSubject } from './subjects';

/** What the relevance decision reads of a passage: its text, and the title and section that frame it. */
export type TTextual = { text: string; title?: string | null; location?: string | null };

/** The fewest of a subject's content words a passage must hold: one of a short subject, two of a longer one. */
export const requiredMatches = (size: number) => (size <= 2 ? 1 : 2);

/** How far below the best passage's count of shared words a passage may fall and still be about the subject as much. */
const slackBelow = (best: number) => Math.floor(best / 3);

/** The stems of a passage with its title and section (a section headed "Refunds" is about refunds). */
export function passageStems(passage: TTextual): Set<string> {
  return stemSet([passage.title, passage.location, passage.text].filter(Boolean).join(' '));
}

/**
 * How many of the subject's content words a text's stems hold, or 0 when a name of the subject is
 * missing: a passage about another tower does not answer a question about the Eiffel Tower.
 */
export function sharedWords(subject: TSubject, stems: ReadonlySet<string>): number {
  if (subject.names.some((name) => !stems.has(name))) return 0;
  return wordsInCommon(subject, stems);
}

/** How many of the subject's content words a text's stems hold, names or not (to rank a passage's sentences). */
export function wordsInCommon(subject: TSubject, stems: ReadonlySet<string>): number {
  return subject.stems.filter((stem) => stems.has(stem)).length;
}

/**
 * The relevance decision: the passages about a subject, in their given (ranked) order. A passage
 * is about it when it holds every name of the subject and enough of its content words
 * (requiredMatches), and about as many of them as the best passage (within a third): a passage
 * that shares one word of three with the question, where another shares all three, is loosely
 * related, not an answer. Function and stock words never count.
 */
export function passagesAbout<T extends TTextual>(subject: TSubject, passages: readonly T[]): T[] {
  const scored = passages.map((passage) => ({ passage, shared: sharedWords(subject, passageStems(passage)) }));
  const best = Math.max(0, ...scored.map((entry) => entry.shared));
  const floor = Math.max(requiredMatches(subject.stems.length), best - slackBelow(best));
  return scored.filter((entry) => entry.shared >= floor).map((entry) => entry.passage);
}

/**
 * The passages an answer may use: each subject's passages about it (from its own candidates, or
 * the same list for every subject), taken in turn so every subject gets its evidence, each passage
 * once (by `keyOf`), at most `limit`.
 */
export function answerPassages<T extends TTextual>(
  subjects: readonly TSubject[],
  candidates: readonly (readonly T[])[],
  limit: number,
  keyOf: (passage: T) => string,
): T[] {
  const lists = subjects.map((subject, index) => passagesAbout(subject, candidates[index] ?? []));
  const chosen: T[] = [];
  const seen = new Set<string>();
  for (let rank = 0; chosen.length < limit && lists.some((list) => rank < list.length); rank++) {
    for (const list of lists) {
      const passage = list[rank];
      if (!passage || seen.has(keyOf(passage)) || chosen.length >= limit) continue;
      seen.add(keyOf(passage));
      chosen.push(passage);
    }
  }
  return chosen;
}
