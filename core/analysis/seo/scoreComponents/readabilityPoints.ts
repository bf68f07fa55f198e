import type { TComponentResult, TScoreContext } from '../scoreTypes';

export const READABILITY_MAX = 10;

/** Points by band: easy to fairly easy text earns all; each harder band fewer. */
const POINTS: Record<string, number> = {
  'very easy': 10, easy: 10, 'fairly easy': 10, standard: 8, 'fairly difficult': 6, difficult: 3, 'very difficult': 0,
};

/** Readability in the doc's language: points by the band of its formula's score. */
export function readabilityComponent(ctx: TScoreContext): TComponentResult {
  const { score, formula, band } = ctx.readability;
  const rule = `By the ${formula} score of the text: fairly easy or easier ${READABILITY_MAX}, standard 8, fairly difficult 6, difficult 3, very difficult 0.`;
  const points = band ? (POINTS[band] ?? 0) : 0;
  const detail = score === null ? 'No text to read yet.' : `${formula} ${score} (${band}).`;
  const actions = score !== null && points < READABILITY_MAX
    ? [{ id: 'readability', text: 'Shorten long sentences and prefer shorter words', gain: READABILITY_MAX - points }]
    : [];
  return { component: { id: 'readability', label: 'Readability', points, max: READABILITY_MAX, rule, detail }, actions };
}
