/** The characters that end a sentence when whitespace (or the end of the text) follows them. */
const SENTENCE_END = new Set(['.', '!', '?']);
const isSpace = (ch: string | undefined) => ch !== undefined && /\s/.test(ch);

/**
 * Splits text into sentences, each keeping its own trailing whitespace, so joining the parts gives
 * the text back unchanged. A sentence ends at . ! or ? followed by whitespace, or at a line break;
 * "3.5" and "..." inside a sentence do not end it.
 */
export function splitSentences(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const ends = ch === '\n' || (SENTENCE_END.has(ch) && (i + 1 === text.length || isSpace(text[i + 1])));
    if (!ends) continue;
    let end = i + 1;
    while (end < text.length && isSpace(text[end])) end++;
    parts.push(text.slice(start, end));
    start = end;
    i = end - 1;
  }
  if (start < text.length) parts.push(text.slice(start));
  return parts;
}

/**
 * Spec §5: text sent to generation drops the sentences that start with three asterisks (writers
 * mark private notes that way). The rest of the text is kept byte for byte.
 */
export function dropStarredSentences(text: string): string {
  if (!text.includes('***')) return text;
  return splitSentences(text)
    .filter((sentence) => !sentence.trimStart().startsWith('***'))
    .join('');
}
