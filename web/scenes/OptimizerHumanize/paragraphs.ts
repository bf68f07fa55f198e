/** A paragraph of a plain text: its offsets (UTF-16, end exclusive) and its text, without the spaces around it. */
export type TParagraph = { start: number; end: number; text: string };

/** Paragraphs of a plain text: blank lines separate them (as the page's text box says); blank ones are skipped. */
export function paragraphsOf(text: string): TParagraph[] {
  const paragraphs: TParagraph[] = [];
  const separator = /\n[ \t]*\n\s*/g;
  let from = 0;
  const add = (start: number, end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (body) paragraphs.push({ start: start + lead, end: start + lead + body.length, text: body });
  };
  for (const match of text.matchAll(separator)) {
    add(from, match.index);
    from = match.index + match[0].length;
  }
  add(from, text.length);
  return paragraphs;
}

/**
 * The paragraphs a selection touches: each one that shares a character with it, or, for a bare
 * caret, the one it stands in. None when the selection lies only between paragraphs.
 */
export function paragraphsTouched(paragraphs: readonly TParagraph[], selectionStart: number, selectionEnd: number): TParagraph[] {
  const from = Math.min(selectionStart, selectionEnd);
  const to = Math.max(selectionStart, selectionEnd);
  if (from === to) return paragraphs.filter((paragraph) => paragraph.start <= from && from <= paragraph.end);
  return paragraphs.filter((paragraph) => paragraph.start < to && from < paragraph.end);
}

/**
 * The text with one passage replaced by its rewrite, and where: at its offset, else at its
 * occurrence nearest to that (the writer typed before it since). Null when the passage is no longer
 * in the text (the writer edited it): it is not replaced anywhere else.
 */
export function applyRewrite(text: string, passage: { start: number; original: string }, rewrite: string): { text: string; at: number } | null {
  let at = text.startsWith(passage.original, passage.start) ? passage.start : -1;
  if (at < 0) {
    for (let found = text.indexOf(passage.original); found >= 0; found = text.indexOf(passage.original, found + 1)) {
      if (at < 0 || Math.abs(found - passage.start) < Math.abs(at - passage.start)) at = found;
    }
  }
  if (at < 0) return null;
  return { text: text.slice(0, at) + rewrite + text.slice(at + passage.original.length), at };
}
