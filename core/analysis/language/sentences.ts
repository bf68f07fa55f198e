import type { TWordToken } from './tokens';

/** Abbreviations whose period does not end a sentence (lower-cased, without the period). */
const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'vs', 'etc', 'eg', 'ie', 'jr', 'sr', 'sra', 'srta', 'no', 'nr', 'ca', 'approx',
  'fig', 'vol', 'pp', 'bzw', 'usw', 'ggf', 'vgl', 'mme', 'mlle', 'sig', 'dott', 'ecc', 'blz', 'dhr', 'mevr', 'itd', 'itp',
  'tzn', 'np', 'vb', 'örn',
]);

/** A gap that ends a sentence: a line break, or . ! ? … (the Spanish ¿¡ open one and are ignored). */
const LINE_BREAK = /\n/;
const TERMINATOR = /^[^.!?…]*[.!?…]/;

/**
 * How many sentences a text has, reading the gaps between its words: a line break (a heading or
 * a list item is a sentence of its own) or a terminal mark ends one, except the period of an
 * abbreviation or an initial ("Dr. Smith", "J. K. Rowling"). A text with words has at least one.
 */
export function sentenceCount(text: string, tokens: TWordToken[]): number {
  let sentences = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const next = tokens[i + 1]?.start ?? text.length;
    // The usual gap, one space, ends nothing.
    if (next === token.end + 1 && text.charCodeAt(token.end) === 32) continue;
    const gap = text.slice(token.end, next);
    if (i === tokens.length - 1 || LINE_BREAK.test(gap)) sentences += 1;
    else if (TERMINATOR.test(gap) && !(gap.startsWith('.') && isAbbreviation(token.word))) sentences += 1;
  }
  return sentences;
}

const isAbbreviation = (word: string) => /^\p{L}$/u.test(word) || ABBREVIATIONS.has(word.replace(/[.'-]/g, ''));
