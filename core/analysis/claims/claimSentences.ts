import { sentenceSpans, type TSentenceSpan, type TWordToken } from '../language';
import { dayOf, monthOf } from './dates';

/** A sentence as claim detection reads it: its span, and what rules it out before its words are read. */
export type TClaimSentence = TSentenceSpan & {
  /** Starts with "***": spec §5 drops these from text sent to generation tools, and they are never claims. */
  asterisks: boolean;
  question: boolean;
  /** Ends with a terminal mark (a heading or a list item without one is a fragment). */
  terminated: boolean;
};

/**
 * The sentences of a text, split where the language tools split them (abbreviations, initials,
 * decimals and quotes already handled there), with one repair: a German ordinal date ("am 15. März
 * 1889") is not a sentence end.
 */
export function claimSentences(text: string, tokens: TWordToken[]): TClaimSentence[] {
  const spans: TSentenceSpan[] = [];
  for (const span of sentenceSpans(text, tokens)) {
    const previous = spans.at(-1);
    if (previous && isOrdinalDateBreak(text, tokens, previous, span)) spans[spans.length - 1] = { ...previous, end: span.end, endToken: span.endToken };
    else spans.push(span);
  }
  let previousEnd = 0;
  return spans.map((span) => {
    const last = tokens[span.endToken - 1]!;
    const closing = text.slice(last.end, span.end);
    const sentence = {
      ...span,
      asterisks: startsWithAsterisks(text, previousEnd, span.start),
      question: closing.includes('?') || text[span.start] === '¿',
      terminated: /[.!?…]/.test(closing),
    };
    previousEnd = span.end;
    return sentence;
  });
}

/** Whether the text before a sentence (after the previous one) ends with "***" on the sentence's line. */
function startsWithAsterisks(text: string, from: number, start: number): boolean {
  let at = start;
  while (at > from && (text[at - 1] === ' ' || text[at - 1] === '\t' || text[at - 1] === '\u00a0')) at -= 1;
  return at - 3 >= from && text.startsWith('***', at - 3);
}

/** "15." then a month name: a German (or Dutch, Polish…) day, split off by its period. */
function isOrdinalDateBreak(text: string, tokens: TWordToken[], previous: TSentenceSpan, next: TSentenceSpan): boolean {
  const day = tokens[previous.endToken - 1]!;
  const month = tokens[next.firstToken]!;
  if (!/^\d{1,2}$/.test(day.word) || dayOf(day.word) === null) return false;
  return /^\.[ \u00a0]$/.test(text.slice(day.end, month.start)) && monthOf(month.word, true) !== null;
}
