import type { TBriefPage, TBriefSnapshot } from '../../api/seo';
import { languageCodeOf, wordTokens } from '../language';
import { briefQuestions, commonHeadings } from './briefHeadings';
import { competitorTerms } from './terms';

/** What a brief is built from: the pages (read or not) and the main text of each page read. */
export type TBriefInput = {
  keyword: string;
  secondaryKeywords: string[];
  /** Spec §3 names ("English-US", "United States"). */
  language: string;
  country: string;
  pages: TBriefPage[];
  /** Main text by page URL, for the pages whose status is 'read'. */
  texts: ReadonlyMap<string, string>;
  /** The search provider's related questions. */
  relatedQuestions: string[];
  notices: string[];
};

/** The median of a list, rounded to a whole number (0 for none). */
export function roundedMedian(values: readonly number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The pages a brief reads from: read, with text. */
export function readPages(input: Pick<TBriefInput, 'pages' | 'texts'>): TBriefPage[] {
  return input.pages.filter((page) => page.status === 'read' && input.texts.has(page.url));
}

/**
 * Builds the brief's snapshot from competitor texts, in pure code (the same on every run, so a
 * snapshot is reproducible): the target length is the median word count of the pages read; terms,
 * common headings and questions come from those pages only (failed and excluded ones are listed,
 * not read). Word counts are counted here, with the analysis' tokenizer, so they match the score.
 */
export function buildBriefSnapshot(input: TBriefInput): TBriefSnapshot {
  const code = languageCodeOf(input.language);
  const read = readPages(input);
  const sources = read.map((page) => ({ text: input.texts.get(page.url)! }));
  const wordCounts = new Map(read.map((page, index) => [page.url, wordTokens(sources[index]!.text).length]));
  const targetWords = roundedMedian([...wordCounts.values()]);
  return {
    keyword: input.keyword,
    secondary_keywords: input.secondaryKeywords,
    language: input.language,
    country: input.country,
    target_words: targetWords,
    terms: competitorTerms(sources, code, targetWords),
    questions: briefQuestions(read, input.relatedQuestions, code),
    common_headings: commonHeadings(read, code),
    pages: input.pages.map((page) => (wordCounts.has(page.url) ? { ...page, word_count: wordCounts.get(page.url)! } : page)),
    notices: input.notices,
  };
}
