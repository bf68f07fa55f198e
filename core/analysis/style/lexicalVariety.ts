import { MAX_MARKED, marked, round2, type TStyleSignal } from './signal';
import type { TStyleText } from './styleText';

/** Words per window of the moving-average type-token ratio (Covington & McFall 2010): 50, as is usual. */
export const MATTR_WINDOW = 50;
/**
 * MATTR over 50-word windows. Edited English prose usually scores 0.70–0.80; text that keeps
 * reusing the same words falls under 0.65 ('notice') or 0.55 ('strong'). Other languages sit
 * nearby (higher for inflected ones, lower for Vietnamese, whose words are single syllables).
 */
export const VARIETY_NOTICE = 0.65;
export const VARIETY_STRONG = 0.55;
/** Below this many words the ratio is shown but not judged. */
export const MIN_WORDS = 100;

/**
 * The type-token ratio of each window of `window` consecutive words (one window of all of them
 * when there are fewer), computed in one pass with running counts.
 */
export function windowRatios(words: string[], window = MATTR_WINDOW): number[] {
  if (words.length === 0) return [];
  const size = Math.min(window, words.length);
  const counts = new Map<string, number>();
  let distinct = 0;
  const ratios: number[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const added = (counts.get(words[i]!) ?? 0) + 1;
    counts.set(words[i]!, added);
    if (added === 1) distinct += 1;
    if (i >= size) {
      const dropped = counts.get(words[i - size]!)! - 1;
      counts.set(words[i - size]!, dropped);
      if (dropped === 0) distinct -= 1;
    }
    if (i >= size - 1) ratios.push(distinct / size);
  }
  return ratios;
}

/** The moving-average type-token ratio: the mean ratio of the windows; independent of the text's length. */
export function movingAverageTypeTokenRatio(words: string[], window = MATTR_WINDOW): number {
  const ratios = windowRatios(words, window);
  return ratios.length ? ratios.reduce((sum, r) => sum + r, 0) / ratios.length : 0;
}

/** Lexical variety (MATTR, window 50) over all the words of the text. */
export function lexicalVarietySignal(doc: TStyleText): TStyleSignal {
  const base = { id: 'lexicalVariety' as const, label: 'Lexical variety', unit: 'MATTR', found: [] };
  const words = doc.tokens.map((token) => token.word);
  if (words.length === 0) return { ...base, value: null, level: 'ok', sentences: [], explanation: 'There are no words to measure.' };
  const ratios = windowRatios(words);
  const value = round2(ratios.reduce((sum, r) => sum + r, 0) / ratios.length);
  if (words.length < MIN_WORDS) {
    return { ...base, value, level: 'ok', sentences: [], explanation: `Lexical variety needs at least ${MIN_WORDS} words to be judged fairly.` };
  }
  if (value >= VARIETY_NOTICE) {
    return { ...base, value, level: 'ok', sentences: [], explanation: 'The text uses a varied vocabulary, measured over 50-word windows so its length does not matter.' };
  }
  // Each sentence is judged by the window centred on its middle word; the least varied are marked.
  const local = doc.prose.map((index) => {
    const sentence = doc.sentences[index]!;
    const middle = Math.floor((sentence.firstToken + sentence.endToken) / 2);
    const window = Math.max(0, Math.min(ratios.length - 1, middle - MATTR_WINDOW / 2));
    return { sentence, ratio: ratios[window]! };
  });
  const repetitive = local.filter((s) => s.ratio < VARIETY_NOTICE).sort((a, b) => a.ratio - b.ratio).slice(0, MAX_MARKED);
  return {
    ...base, value, level: value < VARIETY_STRONG ? 'strong' : 'notice', sentences: marked(repetitive.map((s) => s.sentence)),
    explanation: 'The same words come back again and again within short stretches, a repetitiveness common in machine-written text.',
  };
}
