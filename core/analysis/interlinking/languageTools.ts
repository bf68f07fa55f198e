import { isStopword, stemmerFor, wordTokens, type TLanguageCode } from '../language';

/** The word tools of one language, bound once (tokens, stems, stopwords). */
export type TLanguageTools = {
  wordTokens: typeof wordTokens;
  stem: (lowerWord: string) => string;
  isStopword: (lowerWord: string) => boolean;
};

/** The tools for a language code (null: no stemming, no stopwords). */
export function languageTools(code: TLanguageCode | null): TLanguageTools {
  const stem = stemmerFor(code);
  return { wordTokens, stem, isStopword: (word) => isStopword(code, word) };
}
