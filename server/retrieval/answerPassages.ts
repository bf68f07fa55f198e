import { answerPassages as selectAnswerPassages } from '@core/analysis/aboutSubject';
import { subjectsOf, type TSubject } from '@core/analysis/subjects';
import type { TPassage } from '@core/api/citations';
import type { Db } from '../db/database';
import { searchPassages, type TSearchOptions } from './search';

/** What an answer may cite, and the subjects it looked for (to say what was searched when nothing is about them). */
export type TAnswerPassages = { passages: TPassage[]; subjects: TSubject[] };

const DEFAULT_LIMIT = 8;

/** A passage's identity across the subjects' searches: its asset and place in it. */
const passageKey = (passage: TPassage) => `${passage.asset_id}:${passage.position ?? passage.location ?? ''}:${passage.text.slice(0, 80)}`;

/**
 * The passages of a project an answer may cite: each subject of the question (core/analysis
 * subjectsOf: a question or text about several things has several) searched on its own by its
 * content words, then only the passages about it kept (passagesAbout: every name, enough of its
 * words, about as many as the best), taken in turn so each subject gets its evidence, numbered
 * 1.. for citing. None when the question names nothing or nothing is about it: the answer then
 * says the sources do not answer it. Both engines answer from these.
 */
export async function searchAnswerPassages(db: Db, projectId: string, query: string, options: TSearchOptions = {}): Promise<TAnswerPassages> {
  const subjects = subjectsOf(query);
  const limit = options.limit ?? DEFAULT_LIMIT;
  const candidates: TPassage[][] = [];
  // One search at a time: PGlite runs one query at a time anyway, and a pool is not flooded by one question.
  for (const subject of subjects) candidates.push(await searchPassages(db, projectId, subject.words.join(' '), { ...options, limit }));
  const chosen = selectAnswerPassages(subjects, candidates, limit, passageKey);
  return { passages: chosen.map((passage, index) => ({ ...passage, n: index + 1 })), subjects };
}
