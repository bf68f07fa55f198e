import { MIN_SENTENCES, marked, round2, variationOf, type TStyleSignal } from './signal';
import type { TStyleText } from './styleText';

/**
 * Coefficient of variation of words per sentence. People mix short and long sentences (about
 * 0.5–0.8 in edited prose); machine-written drafts cluster around one length (often 0.2–0.35).
 */
export const SENTENCE_LENGTH_STRONG = 0.25;
export const SENTENCE_LENGTH_NOTICE = 0.4;
/** A sentence within this share of the mean length counts as one of the uniform ones. */
const NEAR_MEAN = 0.2;

/** Sentence-length variation: a low coefficient of variation is a flat, uniform rhythm. */
export function sentenceLengthSignal(doc: TStyleText): TStyleSignal {
  const base = { id: 'sentenceLength' as const, label: 'Sentence-length variation', unit: 'CV', sentences: [], found: [] };
  const sentences = doc.prose.map((index) => doc.sentences[index]!);
  const lengths = sentences.map((s) => s.endToken - s.firstToken);
  if (sentences.length < MIN_SENTENCES) {
    return { ...base, value: sentences.length ? round2(variationOf(lengths)) : null, level: 'ok', explanation: `Sentence-length variation needs at least ${MIN_SENTENCES} sentences to say anything about rhythm.` };
  }
  const value = round2(variationOf(lengths));
  if (value >= SENTENCE_LENGTH_NOTICE) {
    return { ...base, value, level: 'ok', explanation: 'Sentence lengths vary as they do in human writing, where short and long sentences mix.' };
  }
  const level = value < SENTENCE_LENGTH_STRONG ? 'strong' : 'notice';
  const mean = lengths.reduce((sum, n) => sum + n, 0) / lengths.length;
  const uniform = sentences.filter((_, i) => Math.abs(lengths[i]! - mean) <= Math.max(1, mean * NEAR_MEAN));
  return {
    ...base, value, level, sentences: marked(uniform),
    explanation: `Most sentences run close to ${Math.round(mean)} words, a flat, even rhythm typical of machine-written text; people mix short and long sentences.`,
  };
}
