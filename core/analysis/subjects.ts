import { cutAtWord } from '../text/cutAtWord';
import { isContentWord, wordsOf, type TWord } from './contentWords';

/** One thing a question or text is about. */
export type TSubject = {
  /** How the text names it, from its first content word to its last (for saying what was searched). */
  label: string;
  /** Its content words as written, each stem once. */
  words: string[];
  /** The stems of those words. */
  stems: string[];
  /** Stems of the names among them (capitalised inside a clause, or acronyms): a passage about it holds every one. */
  names: string[];
};

/** Subjects looked up per text: a pasted text of many claims is searched for its first ones. */
export const MAX_SUBJECTS = 8;
const MAX_LABEL = 60;

/**
 * Where a text turns to another subject: the end of a sentence, a semicolon or line break, or a
 * conjunction that opens a new question ("…built, and how many eggs…"). A plain "and" between
 * nouns ("tides and knots") does not split: both words stay one subject's.
 */
const CLAUSE_BREAK =
  /[.!?]+(?=\s|$)|[;\n]|,?\s+(?:and|but|or|also|plus|while|whereas)\s+(?=(?:what|how|when|where|who|whom|whose|why|which|is|are|was|were|do|does|did|can|could|should|will|would|has|have|had)\b)/i;

const isCapitalised = (word: string) => /^\p{Lu}/u.test(word);
const isAcronym = (word: string) => word.length >= 2 && /^\p{Lu}+$/u.test(word);

/**
 * A name in the clause: an acronym, a capitalised word after the clause's first word, or a
 * capitalised first word followed by another ("Eiffel Tower height"). A capitalised first word
 * alone is just the start of the sentence.
 */
function isName(words: TWord[], at: number): boolean {
  const word = words[at]!.text;
  if (isAcronym(word)) return true;
  if (!isCapitalised(word)) return false;
  if (at > 0) return true;
  const next = words[1];
  return next !== undefined && isCapitalised(next.text) && isContentWord(next.text);
}

function subjectOfClause(clause: string): TSubject | null {
  const words = wordsOf(clause);
  const content = words.map((word, at) => ({ word, at })).filter(({ word }) => isContentWord(word.text));
  if (!content.length) return null;
  const stems: string[] = [];
  const kept: string[] = [];
  const names = new Set<string>();
  for (const { word, at } of content) {
    if (isName(words, at)) names.add(word.stem);
    if (stems.includes(word.stem)) continue;
    stems.push(word.stem);
    kept.push(word.text);
  }
  const first = content[0]!.word;
  const last = content[content.length - 1]!.word;
  const label = cutAtWord(clause.slice(first.index, last.index + last.text.length), MAX_LABEL);
  return { label, words: kept, stems, names: [...names] };
}

/**
 * The subjects of a question or text, in order: one per clause that has content words (function
 * and stock words alone name nothing), the same subject once, at most MAX_SUBJECTS. Empty when
 * the text names nothing to look for ("How does it work?").
 */
export function subjectsOf(text: string): TSubject[] {
  const subjects: TSubject[] = [];
  for (const clause of text.split(CLAUSE_BREAK)) {
    const subject = clause ? subjectOfClause(clause) : null;
    if (!subject) continue;
    const key = [...subject.stems].sort().join(' ');
    if (subjects.some((known) => [...known.stems].sort().join(' ') === key)) continue;
    subjects.push(subject);
    if (subjects.length === MAX_SUBJECTS) break;
  }
  return subjects;
}
