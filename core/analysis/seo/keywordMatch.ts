import { isStopword, type TLanguageCode } from '../language';
import { keyPositions, termIndexOf, type TTermIndex } from './termIndex';

/** How a text holds a keyword: the phrase itself (stemmed, in order), all its words somewhere, or not. */
export type TKeywordMatch = 'phrase' | 'words' | 'none';

/** The stems a keyword is recognised by without its phrase: its words that are not stopwords (all of them if every one is). */
export function keywordStems(keywordIndex: TTermIndex, code: TLanguageCode | null): string[] {
  const content = keywordIndex.stems.filter((_, i) => !isStopword(code, keywordIndex.tokens[i]!.word));
  return [...new Set(content.length ? content : keywordIndex.stems)];
}

/** Whether a text holds a keyword as its phrase, as all its words in any order, or not at all. */
export function keywordMatch(text: string, keyword: string, keywordKey: string, code: TLanguageCode | null): TKeywordMatch {
  if (!keywordKey || !text.trim()) return 'none';
  const index = termIndexOf(text, code);
  if (keyPositions(index, keywordKey).length) return 'phrase';
  const have = new Set(index.stems);
  return keywordStems(termIndexOf(keyword, code), code).every((stem) => have.has(stem)) ? 'words' : 'none';
}

/** The share (0–1) of a keyword's content stems a text holds. */
export function keywordShare(text: string, keyword: string, code: TLanguageCode | null): number {
  const stems = keywordStems(termIndexOf(keyword, code), code);
  if (!stems.length) return 0;
  const have = new Set(termIndexOf(text, code).stems);
  return stems.filter((stem) => have.has(stem)).length / stems.length;
}
