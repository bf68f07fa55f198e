import { marked, round2, variationOf, type TStyleSignal } from './signal';
import type { TStyleText } from './styleText';

/**
 * Coefficient of variation of words per paragraph. People write a one-line paragraph next to a
 * long one (often 0.5 or more); drafts of three-to-four-sentence blocks sit near 0.1–0.3.
 */
export const PARAGRAPH_STRONG = 0.2;
export const PARAGRAPH_NOTICE = 0.35;
/** Fewer paragraphs than this have no pattern to judge. */
export const MIN_PARAGRAPHS = 4;
/** A paragraph within this share of the mean length counts as one of the uniform ones. */
const NEAR_MEAN = 0.2;

/** Paragraph-length uniformity over the text's paragraphs (headings, list items and quotes aside). */
export function paragraphLengthSignal(doc: TStyleText): TStyleSignal {
  const base = { id: 'paragraphLength' as const, label: 'Paragraph-length uniformity', unit: 'CV', sentences: [], found: [] };
  const paragraphs = doc.blocks.filter((block) => block.kind === 'p' && block.endSentence > block.firstSentence);
  const lengths = paragraphs.map((block) => doc.sentences[block.endSentence - 1]!.endToken - doc.sentences[block.firstSentence]!.firstToken);
  if (paragraphs.length < MIN_PARAGRAPHS) {
    return { ...base, value: paragraphs.length > 1 ? round2(variationOf(lengths)) : null, level: 'ok', explanation: `Paragraph lengths need at least ${MIN_PARAGRAPHS} paragraphs to show a pattern.` };
  }
  const value = round2(variationOf(lengths));
  if (value >= PARAGRAPH_NOTICE) {
    return { ...base, value, level: 'ok', explanation: 'Paragraph lengths vary, as they do when a writer follows the thought rather than a template.' };
  }
  const mean = lengths.reduce((sum, n) => sum + n, 0) / lengths.length;
  const uniform = paragraphs.filter((_, i) => Math.abs(lengths[i]! - mean) <= Math.max(1, mean * NEAR_MEAN));
  return {
    ...base, value, level: value < PARAGRAPH_STRONG ? 'strong' : 'notice', sentences: marked(uniform),
    explanation: `Paragraphs are all about ${Math.round(mean)} words long, the even, templated blocks typical of machine-written text.`,
  };
}
