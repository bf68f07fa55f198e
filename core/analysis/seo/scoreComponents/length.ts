import { unscored, type TComponentResult, type TScoreContext } from '../scoreTypes';

export const LENGTH_MAX = 10;

/**
 * Length against the brief's target: full points from 90% to 150% of the target; below, in
 * proportion to 90% of it; above, one point less for each further 30% of the target, down to 5.
 */
export function lengthPoints(words: number, target: number): number {
  const floor = Math.ceil(target * 0.9);
  if (words < floor) return Math.floor((LENGTH_MAX * words) / floor);
  if (words * 2 <= target * 3) return LENGTH_MAX;
  // Integer arithmetic: each whole 30% of the target above 150% costs a point.
  const over = Math.floor(((words * 10 - target * 15) / (target * 3)));
  return Math.max(5, LENGTH_MAX - over);
}

export function lengthComponent(ctx: TScoreContext): TComponentResult {
  const rule = `${LENGTH_MAX} points from 90% to 150% of the brief's target length; fewer words earn in proportion; past 150% a point less per further 30% (at least 5).`;
  if (!ctx.snapshot) return unscored('length', 'Length', rule, 'Needs a brief.');
  const target = ctx.snapshot.target_words;
  if (target <= 0) return unscored('length', 'Length', rule, 'The brief has no target length.');
  const points = lengthPoints(ctx.words, target);
  const detail = `${ctx.words.toLocaleString('en-US')} words against a target of ${target.toLocaleString('en-US')}.`;
  const floor = Math.ceil(target * 0.9);
  const actions = points === LENGTH_MAX ? []
    : ctx.words < floor ? [{ id: 'length', text: `Write about ${(floor - ctx.words).toLocaleString('en-US')} more words (target ${target.toLocaleString('en-US')})`, gain: LENGTH_MAX - points }]
    : [{ id: 'length', text: `Cut about ${(ctx.words - Math.floor(target * 1.5)).toLocaleString('en-US')} words (target ${target.toLocaleString('en-US')})`, gain: LENGTH_MAX - points }];
  return { component: { id: 'length', label: 'Length', points, max: LENGTH_MAX, rule, detail }, actions };
}
