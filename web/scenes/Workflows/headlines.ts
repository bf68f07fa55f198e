import { WORKFLOW_LIMITS, type THeadlineState } from '@core/api/workflows';

const keyOf = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
const clean = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, WORKFLOW_LIMITS.headlineChars);

type THeadlines = Pick<THeadlineState, 'generated' | 'saved' | 'highlight'>;

/** The headlines shown: the generated ones in order, then favourites no longer among them. */
export function headlineList(state: Pick<THeadlineState, 'generated' | 'saved'>): string[] {
  const seen = new Set(state.generated.map(keyOf));
  return [...state.generated, ...state.saved.filter((text) => !seen.has(keyOf(text)))];
}

/** New headlines after the earlier ones, repeats left out; past the limit the oldest go first. */
export function appendHeadlines(generated: readonly string[], items: readonly string[]): string[] {
  const seen = new Set(generated.map(keyOf));
  const added: string[] = [];
  for (const item of items.map(clean)) {
    if (!item || seen.has(keyOf(item))) continue;
    seen.add(keyOf(item));
    added.push(item);
  }
  return [...generated, ...added].slice(-WORKFLOW_LIMITS.headlines);
}

/** Marks a headline a favourite, or not. */
export function toggleSaved(saved: readonly string[], text: string): string[] {
  return saved.some((item) => keyOf(item) === keyOf(text)) ? saved.filter((item) => keyOf(item) !== keyOf(text)) : [...saved, text].slice(-WORKFLOW_LIMITS.headlines);
}

/** An edited headline replaces the old text wherever it is: the list, the favourites and the choice. Empty edits change nothing. */
export function renameHeadline(state: THeadlines, from: string, to: string): THeadlines {
  const next = clean(to);
  if (!next || next === from) return state;
  const swap = (list: readonly string[]) => {
    const renamed = list.map((item) => (item === from ? next : item));
    return renamed.filter((item, index) => renamed.findIndex((other) => keyOf(other) === keyOf(item)) === index);
  };
  return { generated: swap(state.generated), saved: swap(state.saved), highlight: state.highlight === from ? next : state.highlight };
}

/** Takes a headline out of the list and the favourites; a chosen one is unchosen. */
export function removeHeadline(state: THeadlines, text: string): THeadlines {
  return {
    generated: state.generated.filter((item) => item !== text),
    saved: state.saved.filter((item) => item !== text),
    highlight: state.highlight === text ? null : state.highlight,
  };
}

/** A headline the writer typed: added to the list and chosen. */
export function addCustomHeadline(state: THeadlines, text: string): THeadlines {
  const next = clean(text);
  if (!next) return state;
  const existing = state.generated.find((item) => keyOf(item) === keyOf(next));
  return { ...state, generated: existing ? state.generated : appendHeadlines(state.generated, [next]), highlight: existing ?? next };
}
