import { WORKFLOW_LIMITS, type TResearchQuestion } from '@core/api/workflows';

/** Most items the writer may select into the context (the contract's bound). */
export const MAX_SELECTED = 100;
/** "Load more" shows this many more related keywords. */
export const KEYWORD_STEP = 10;

/** The server matches the selection with the research by text, case and spacing aside; so does the page. */
const selectionKey = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

export function isSelected(selected: readonly string[], text: string): boolean {
  const key = selectionKey(text);
  return selected.some((item) => selectionKey(item) === key);
}

/** Selects a fact, question or keyword, or drops it; past MAX_SELECTED nothing more is added. */
export function toggleSelected(selected: readonly string[], text: string): readonly string[] {
  const key = selectionKey(text);
  if (selected.some((item) => selectionKey(item) === key)) return selected.filter((item) => selectionKey(item) !== key);
  if (selected.length >= MAX_SELECTED) return selected;
  return [...selected, text];
}

/** How many related keywords show after "Load more": ten more, within what was found. */
export function moreKeywords(shown: number, found: number): number {
  return Math.max(1, Math.min(shown + KEYWORD_STEP, found, WORKFLOW_LIMITS.relatedKeywords));
}

const SOURCES: Array<{ source: TResearchQuestion['source']; label: string }> = [
  { source: 'search', label: 'Search' },
  { source: 'quora', label: 'Quora' },
  { source: 'reddit', label: 'Reddit' },
  { source: 'custom', label: 'Your sites' },
];

export type TQuestionGroup = { source: TResearchQuestion['source']; label: string; questions: TResearchQuestion[] };

/** The questions by where they came from, in a fixed order, empty groups left out. */
export function groupQuestions(questions: readonly TResearchQuestion[]): TQuestionGroup[] {
  return SOURCES.map(({ source, label }) => ({ source, label, questions: questions.filter((question) => question.source === source) })).filter((group) => group.questions.length > 0);
}
