import { languageCodeOf } from '../language';
import { readabilityOfTokens } from '../language/readability';
import { docStructureOfHtml, docStructureOfText } from './docStructure';
import { phraseKeyOfText } from './phraseKey';
import { termIndexOf } from './termIndex';
import type { TScoreContext, TScoreInput } from './scoreTypes';

/** Reads the doc, its keyword and language once for every component. */
export function scoreContextOf(input: TScoreInput): TScoreContext {
  const snapshot = input.snapshot;
  const code = languageCodeOf(input.language || snapshot?.language);
  const doc = input.html ? docStructureOfHtml(input.html, input.site) : docStructureOfText(input.text ?? '');
  const index = termIndexOf(doc.text, code);
  const keyword = (input.keyword || snapshot?.keyword || '').trim();
  return {
    code,
    doc,
    index,
    words: index.tokens.length,
    keyword,
    keywordKey: phraseKeyOfText(keyword, code),
    title: input.title ?? '',
    meta: input.meta ?? '',
    slug: input.slug ?? null,
    secondaryKeywords: input.secondaryKeywords ?? snapshot?.secondary_keywords ?? [],
    snapshot,
    readability: readabilityOfTokens(doc.text, index.tokens, code),
  };
}
