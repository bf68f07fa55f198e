import { stemmerFor, wordTokens, type TLanguageCode } from '../language';

/**
 * The key a 1–3-word phrase is matched by: each lower-cased word stemmed with the language's
 * stemmer (stopwords inside the phrase are kept, and stemmed like any word), joined by one space.
 * The brief's term extraction and the content score both key phrases with it, so a term of a
 * brief and its uses in a doc always meet ("garden soils" and "Garden soil" → "garden soil").
 */
export function phraseKey(words: readonly string[], code: TLanguageCode | null): string {
  const stem = stemmerFor(code);
  return words.map((word) => stem(word)).join(' ');
}

/** The key of a phrase as typed ("Garden Soils" → "garden soil"): its words, lower-cased, keyed. */
export function phraseKeyOfText(text: string, code: TLanguageCode | null): string {
  return phraseKey(wordTokens(text).map((token) => token.word), code);
}

/**
 * Whether two words separated by this gap belong to one phrase: only spaces between them, no
 * punctuation and no line break (a heading and the paragraph under it never form a phrase).
 */
export function wordsJoin(gap: string): boolean {
  return /^[^\S\n\r]*$/.test(gap);
}
