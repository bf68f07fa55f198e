import { languageCodeOf } from '../language/languages';
import { keywordShare } from './keywordMatch';

/** What a search result shows of a page: its title (about 60 characters) and its meta description (about 120–160). */
export const SNIPPET_LIMITS = { titleMax: 60, metaMin: 120, metaMax: 160 } as const;

export type TSnippetProblem = 'title_missing_keyword' | 'title_too_long' | 'meta_missing_keyword' | 'meta_too_short' | 'meta_too_long';

/** Each problem as the model is told to fix it. */
export const SNIPPET_PROBLEM_TEXT: Record<TSnippetProblem, string> = {
  title_missing_keyword: 'the title does not contain the keyword',
  title_too_long: `the title is longer than ${SNIPPET_LIMITS.titleMax} characters`,
  meta_missing_keyword: 'the meta description does not contain the keyword',
  meta_too_short: `the meta description is shorter than ${SNIPPET_LIMITS.metaMin} characters`,
  meta_too_long: `the meta description is longer than ${SNIPPET_LIMITS.metaMax} characters`,
};

/**
 * What keeps a title and meta description from doing their job in search results for a keyword:
 * the keyword's words (stemmed, in the article's language) missing, or a length a search engine cuts
 * or finds thin. An empty list means nothing to optimise.
 */
export function snippetProblems(input: { keyword: string; title: string; meta: string; language?: string | null }): TSnippetProblem[] {
  const code = languageCodeOf(input.language);
  const holds = (text: string) => keywordShare(text, input.keyword, code) === 1;
  const problems: TSnippetProblem[] = [];
  if (!holds(input.title)) problems.push('title_missing_keyword');
  if (input.title.trim().length > SNIPPET_LIMITS.titleMax) problems.push('title_too_long');
  const meta = input.meta.trim();
  if (!holds(meta)) problems.push('meta_missing_keyword');
  if (meta.length < SNIPPET_LIMITS.metaMin) problems.push('meta_too_short');
  if (meta.length > SNIPPET_LIMITS.metaMax) problems.push('meta_too_long');
  return problems;
}
