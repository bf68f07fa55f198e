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

/** A sentence: its offsets (first word to closing mark, end exclusive) and its words, tokens[firstToken..endToken). */
export type TSentenceSpan = { start: number; end: number; firstToken: number; endToken: number };

/**
 * Whether the gap after tokens[i] ends a sentence: a line break (a heading or a list item is a
 * sentence of its own) or a terminal mark, except the period of an abbreviation or an initial
 * ("Dr. Smith", "J. K. Rowling"). The last word always ends one.
 */
function endsSentence(text: string, tokens: TWordToken[], i: number): boolean {
  const token = tokens[i]!;
  const next = tokens[i + 1]?.start ?? text.length;
  // The usual gap, one space, ends nothing.
  if (next === token.end + 1 && text.charCodeAt(token.end) === 32) return false;
  const gap = text.slice(token.end, next);
  if (i === tokens.length - 1 || LINE_BREAK.test(gap)) return true;
  return TERMINATOR.test(gap) && !(gap.startsWith('.') && isAbbreviation(token.word));
}

/** How many sentences a text has, reading the gaps between its words; a text with words has at least one. */
export function sentenceCount(text: string, tokens: TWordToken[]): number {
  let sentences = 0;
  for (let i = 0; i < tokens.length; i += 1) if (endsSentence(text, tokens, i)) sentences += 1;
  return sentences;
}

/** Marks that close a sentence after its last word (".", "?!", ".”", ")."), up to a space. */
const CLOSING = /^[^\s\p{L}\p{N}]*/u;
/** Marks that open a sentence just before its first word ("¿", "“", "("). */
const OPENING = /[¿¡"“‘'(«„[]/;

/** The sentences of a text as spans, split exactly where sentenceCount counts them. */
export function sentenceSpans(text: string, tokens: TWordToken[]): TSentenceSpan[] {
  const spans: TSentenceSpan[] = [];
  let first = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    if (!endsSentence(text, tokens, i)) continue;
    let start = tokens[first]!.start;
    while (start > 0 && OPENING.test(text[start - 1]!)) start -= 1;
    const last = tokens[i]!;
    const end = last.end + CLOSING.exec(text.slice(last.end, tokens[i + 1]?.start ?? text.length))![0].length;
    spans.push({ start, end, firstToken: first, endToken: i + 1 });
    first = i + 1;
  }
  return spans;
}

const isAbbreviation = (word: string) => /^\p{L}$/u.test(word) || ABBREVIATIONS.has(word.replace(/[.'-]/g, ''));
