import { cutAtWord } from '../text/cutAtWord';

/**
 * Text from a model or a search provider as the planner stores it: tags and entities of markup
 * dropped, whitespace folded to single spaces, wrapping quotes removed, cut at a word to `max`.
 */
export function plainText(value: string, max: number): string {
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“‘]+|["'”’]+$/g, '')
    .trim();
  return cutAtWord(text, max);
}

/** A keyword as two keywords are compared: lower case, punctuation dropped. */
export const keywordKey = (keyword: string): string =>
  keyword
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
