import type { TWordToken } from '@core/analysis/language';

/** Words a search query carries at most (engines cut longer queries). */
const QUERY_WORDS = 28;
/** A sentence shorter than this is too common to search for. */
const MIN_SENTENCE_WORDS = 8;

/**
 * The checked text's most distinctive sentences as search queries: the sentences whose words are
 * longest and least repeated in the text (long, rare words are what a copy keeps and what a search
 * engine finds), at most `max`, each cut to QUERY_WORDS words, in the text's order.
 */
export function distinctiveSentences(text: string, tokens: readonly TWordToken[], max: number): string[] {
  const frequency = new Map<string, number>();
  for (const token of tokens) frequency.set(token.word, (frequency.get(token.word) ?? 0) + 1);
  const sentences: { at: number; score: number; query: string }[] = [];
  let start = 0;
  const flush = (end: number) => {
    const words = tokens.slice(start, end);
    start = end;
    if (words.length < MIN_SENTENCE_WORDS) return;
    const distinct = new Set(words.map((token) => token.word));
    let score = 0;
    for (const word of distinct) score += Math.min(word.length, 12) / (frequency.get(word) ?? 1);
    const kept = words.slice(0, QUERY_WORDS);
    sentences.push({ at: words[0]!.start, score, query: text.slice(kept[0]!.start, kept.at(-1)!.end).replace(/\s+/g, ' ') });
  };
  for (let index = 0; index < tokens.length; index += 1) {
    const between = text.slice(tokens[index]!.end, tokens[index + 1]?.start ?? text.length);
    if (/[.!?…]|\n\s*\n/.test(between)) flush(index + 1);
  }
  flush(tokens.length);
  return sentences
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .sort((a, b) => a.at - b.at)
    .map((sentence) => sentence.query);
}
