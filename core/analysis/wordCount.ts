const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Runs longer than this are counted by hand when the regex gives up (see countWords). */
const REGEX_RUN_MAX = 10_000;
const APOSTROPHE = 39;
const RIGHT_QUOTE = 0x2019;
const HYPHEN = 45;
const wordChars = new Map<number, boolean>();

/** Whether a code point is a letter or digit (ASCII decided inline, the rest asked once each). */
function isWordChar(code: number): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
  let known = wordChars.get(code);
  if (known === undefined) {
    known = WORD_CHAR.test(String.fromCodePoint(code));
    wordChars.set(code, known);
  }
  return known;
}

/** The words of one run without spaces, code point by code point: the regex's rule without its stack. */
function scanWords(run: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < run.length; ) {
    const code = run.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    if (isWordChar(code)) {
      if (!inWord) count += 1;
      inWord = true;
    } else if (inWord && (code === APOSTROPHE || code === RIGHT_QUOTE || code === HYPHEN)) {
      // A joiner keeps the word going only between two letters or digits ("don't", "long-form").
      const next = run.codePointAt(i + width);
      inWord = next !== undefined && isWordChar(next);
    } else inWord = false;
    i += width;
  }
  return count;
}

/**
 * Words as a writer counts them: runs of letters or digits, with inner apostrophes and hyphens
 * ("don't", "long-form"); HTML tags are markup, not words. A run of millions of letters without a
 * space (a long CJK paragraph) overflows the regex engine's stack: such text is counted run by run.
 */
export function countWords(text: string): number {
  const plain = text.replace(/<[^>]*>/g, ' ');
  try {
    return plain.match(WORD)?.length ?? 0;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    let count = 0;
    for (const run of plain.split(/\s+/)) count += run.length > REGEX_RUN_MAX ? scanWords(run) : (run.match(WORD)?.length ?? 0);
    return count;
  }
}
