import type { TTextRange } from './docOutline';

/** Where a sentence ends: . ! ? … (with closing quotes or brackets) before a space, or a line break. */
const SENTENCE_END = /[.!?…]+["'”’)\]]*(?=\s)|\n+/g;

/**
 * The sentences of a text as ranges, trimmed of surrounding white space; a block (paragraph,
 * heading, list item) always ends one, since blocks are separated by blank lines.
 */
export function sentenceRanges(text: string): TTextRange[] {
  const ranges: TTextRange[] = [];
  let start = 0;
  const push = (end: number) => {
    let from = start;
    let to = end;
    while (from < to && /\s/.test(text[from]!)) from += 1;
    while (to > from && /\s/.test(text[to - 1]!)) to -= 1;
    if (to > from) ranges.push({ start: from, end: to });
  };
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    push(end);
    start = end;
  }
  push(text.length);
  return ranges;
}
