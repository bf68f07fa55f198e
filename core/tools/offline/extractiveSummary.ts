import { isContentWord, wordsOf } from '../../analysis/contentWords';
import { splitSentences } from '../../text/dropStarredSentences';

/** Fewer content words than this is a label or a fragment, not a sentence worth quoting. */
const MIN_CONTENT_WORDS = 4;

type TScored = { text: string; index: number; score: number };

/** The sentences of a text worth quoting: trimmed, not headings or list stubs. */
export function quotableSentences(text: string): Array<{ text: string; index: number; stems: string[] }> {
  return splitSentences(text)
    .map((raw, index) => ({ text: raw.replace(/\s+/g, ' ').trim(), index }))
    .filter((sentence) => /[.!?…"”)]$/.test(sentence.text))
    .map((sentence) => ({ ...sentence, stems: wordsOf(sentence.text).filter((word) => isContentWord(word.text)).map((word) => word.stem) }))
    .filter((sentence) => sentence.stems.length >= MIN_CONTENT_WORDS);
}

/**
 * An extractive summary (the offline engine): the text's own sentences that carry most of its
 * frequent content words (each word's share of the text, averaged over the sentence so long ones do
 * not win by length, the opening sentence slightly favoured), the best `max` kept in the order the
 * text has them. Every sentence is quoted as written.
 */
export function summarySentences(text: string, max: number): string[] {
  const sentences = quotableSentences(text);
  if (sentences.length <= max) return sentences.map((sentence) => sentence.text);
  const frequency = new Map<string, number>();
  for (const sentence of sentences) for (const stem of new Set(sentence.stems)) frequency.set(stem, (frequency.get(stem) ?? 0) + 1);
  const scored: TScored[] = sentences.map((sentence, position) => {
    const unique = [...new Set(sentence.stems)];
    const weight = unique.reduce((sum, stem) => sum + (frequency.get(stem) ?? 0), 0) / Math.sqrt(unique.length);
    return { text: sentence.text, index: sentence.index, score: weight * (position === 0 ? 1.2 : 1) };
  });
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .sort((a, b) => a.index - b.index)
    .map((sentence) => sentence.text);
}

export type TSection = { heading: string; body: string };

/** A Markdown heading ("## Pricing") or a short title-like line ("Pricing and plans") followed by prose. */
function headingOf(line: string, next: string | undefined): string | null {
  const markdown = /^#{1,6}\s+(.+?)\s*#*$/.exec(line);
  if (markdown) return markdown[1]!.trim();
  const titleLike = line.length <= 80 && !/[.!?,;:]$/.test(line) && line.split(/\s+/).length <= 10 && next !== undefined && next.length > line.length;
  return titleLike ? line : null;
}

/** A text's sections by its headings; without headings, parts of about four paragraphs ("Part 1"). */
export function sectionsOf(text: string): TSection[] {
  const lines = text.split('\n').map((line) => line.trim());
  const sections: TSection[] = [];
  let current: TSection | null = null;
  lines.forEach((line, index) => {
    if (!line) return;
    const heading = headingOf(line, lines.slice(index + 1).find(Boolean));
    if (heading) {
      current = { heading, body: '' };
      sections.push(current);
    } else if (current) current.body += `${line}\n`;
    else sections.push((current = { heading: '', body: `${line}\n` }));
  });
  const withBodies = sections.filter((section) => section.body.trim());
  if (withBodies.some((section) => section.heading)) return withBodies.map((section, index) => ({ ...section, heading: section.heading || (index === 0 ? 'Introduction' : `Part ${index + 1}`) }));
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  const parts: TSection[] = [];
  for (let start = 0; start < paragraphs.length; start += 4) parts.push({ heading: `Part ${parts.length + 1}`, body: paragraphs.slice(start, start + 4).join('\n\n') });
  return parts;
}

/** A summary section by section: each heading, then its two most central sentences. */
export function sectionSummary(text: string, perSection = 2): string {
  return sectionsOf(text)
    .map((section) => ({ heading: section.heading, sentences: summarySentences(section.body, perSection) }))
    .filter((section) => section.sentences.length)
    .map((section) => `## ${section.heading}\n${section.sentences.join(' ')}`)
    .join('\n\n');
}
