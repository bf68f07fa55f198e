/** A passage as shown: its text and where it sits in its source (UTF-16 offsets, end exclusive). */
export type TPassageSpan = { text: string; start: number; end: number };

/**
 * Whether a passage is exactly the source's text at its offsets. Issue 18: every passage shown is
 * an exact span of the source as stored or fetched, checked before it is shown; a passage of
 * white space only shows nothing and fails.
 */
export function verifySpan(sourceText: string, passage: TPassageSpan): boolean {
  const { text, start, end } = passage;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > sourceText.length || end - start !== text.length) return false;
  return text.trim().length > 0 && sourceText.startsWith(text, start);
}

const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x3000 || (code >= 0x2000 && code <= 0x200a) || code === 0x1680 || code === 0xfeff;

/**
 * Finds a passage that came without offsets: its first exact occurrence, or else its first
 * occurrence with runs of white space read as one space (a model or an HTML extractor reflowed
 * it). The span returned is always the source's own text at its offsets, so it passes
 * verifySpan; null when the passage is not in the source.
 */
export function locateSpan(sourceText: string, text: string): TPassageSpan | null {
  if (text.trim().length === 0) return null;
  const exact = sourceText.indexOf(text);
  if (exact >= 0) return { text, start: exact, end: exact + text.length };
  const needle = collapse(text).text.trim();
  const source = collapse(sourceText);
  const at = source.text.indexOf(needle);
  if (at < 0) return null;
  // The needle starts and ends with a non-space, so both ends map to a character of the source.
  const start = source.offsets[at]!;
  const end = source.offsets[at + needle.length - 1]! + 1;
  return { text: sourceText.slice(start, end), start, end };
}

/** The text with each run of white space as one space, and the source offset of each character kept. */
function collapse(text: string): { text: string; offsets: Int32Array } {
  const kept: string[] = [];
  const offsets = new Int32Array(text.length);
  let length = 0;
  let inSpace = false;
  for (let i = 0; i < text.length; i += 1) {
    const space = isSpace(text.charCodeAt(i));
    if (space && inSpace) continue;
    kept.push(space ? ' ' : text[i]!);
    offsets[length] = i;
    length += 1;
    inSpace = space;
  }
  return { text: kept.join(''), offsets: offsets.subarray(0, length) };
}
