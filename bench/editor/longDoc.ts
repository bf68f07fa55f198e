/** A doc of about `words` words: an h2 every 10 paragraphs, 20-word paragraphs, a marker at the end. */
export const LONG_DOC_END_MARKER = 'closingmarkerword';

const VOCABULARY = (
  'writers plan outlines research sources draft sections revise sentences check facts cite studies ' +
  'readers skim headings lists tables quotes links images examples data keywords search intent ' +
  'clear structure short paragraphs active voice concrete nouns strong verbs simple words'
).split(' ');

export function longDocHtml(words: number): string {
  const parts: string[] = [];
  let count = 0;
  let paragraph = 0;
  while (count < words - 1) {
    if (paragraph % 10 === 0) parts.push(`<h2>Section ${paragraph / 10 + 1}</h2>`);
    const sentence: string[] = [];
    for (let i = 0; i < 20 && count < words - 1; i += 1, count += 1) sentence.push(VOCABULARY[(paragraph * 7 + i * 3) % VOCABULARY.length]!);
    parts.push(`<p>${sentence.join(' ')}.</p>`);
    paragraph += 1;
  }
  parts.push(`<p>${LONG_DOC_END_MARKER}</p>`);
  return parts.join('');
}
