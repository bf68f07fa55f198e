import { keyPositions } from '../termIndex';
import type { TComponentResult, TScoreContext, TScoreTerm } from '../scoreTypes';

/** The most the penalty takes. */
export const STUFFING_MAX_PENALTY = 10;
/** Below this many words a text is too short to judge its keyword density. */
const MIN_WORDS = 100;
/** Keyword density (words of the keyword's uses / all words) above which points are taken, in percent. */
const DENSITY_LIMIT = 3;

/**
 * Keyword stuffing penalty: past 3% keyword density, 2 points per percentage point above it
 * (rounded up), and 1 point per brief term used more than twice its recommended maximum; at most
 * 10 points in all, never a bonus.
 */
export function stuffingComponent(ctx: TScoreContext, terms: TScoreTerm[]): TComponentResult {
  const rule = `Past ${DENSITY_LIMIT}% keyword density, 2 points off per percentage point above it (rounded up), and 1 point off per term used more than twice its recommended maximum; at most ${STUFFING_MAX_PENALTY} off. Judged from ${MIN_WORDS} words.`;
  const label = 'Keyword stuffing';
  if (ctx.words < MIN_WORDS) {
    return { component: { id: 'stuffing', label, points: 0, max: 0, rule, detail: `Too short to judge (${ctx.words} of ${MIN_WORDS} words).` }, actions: [] };
  }
  const keywordWords = ctx.keywordKey ? ctx.keywordKey.split(' ').length : 0;
  const uses = ctx.keywordKey ? keyPositions(ctx.index, ctx.keywordKey).length : 0;
  // Whole numbers only: density% − 3 = (100 × keyword words − 3 × words) / words.
  const excess = 100 * uses * keywordWords - DENSITY_LIMIT * ctx.words;
  const densityPenalty = excess > 0 ? Math.ceil((2 * excess) / ctx.words) : 0;
  const overused = terms.filter((term) => term.max > 0 && term.count > 2 * term.max);
  const penalty = Math.min(STUFFING_MAX_PENALTY, densityPenalty + overused.length);
  const density = Math.round((1_000 * uses * keywordWords) / ctx.words) / 10;
  const detail = `${ctx.keywordKey ? `Keyword density ${density}% (${uses} use${uses === 1 ? '' : 's'})` : 'No keyword'}; ${overused.length} term${overused.length === 1 ? '' : 's'} used more than twice the maximum.`;
  const actions = [
    ...(densityPenalty ? [{ id: 'stuffing:keyword', text: `Use “${ctx.keyword}” less often (${uses} times in ${ctx.words} words)`, gain: Math.min(STUFFING_MAX_PENALTY, densityPenalty) }] : []),
    ...overused.slice(0, 5).map((term) => ({ id: `stuffing:${term.key}`, text: `Use “${term.phrase}” at most ${term.max} times (now ${term.count})`, gain: 1 })),
  ];
  return { component: { id: 'stuffing', label, points: penalty ? -penalty : 0, max: 0, rule, detail }, actions };
}
