import { isStopword } from '../../language';
import { termIndexOf } from '../termIndex';
import { roundGain, unscored, type TComponentResult, type TScoreContext } from '../scoreTypes';

export const HEADINGS_MAX = 10;
/** The brief's most shared headings that are scored. */
const SCORED_HEADINGS = 10;

const contentStems = (text: string, ctx: TScoreContext) => {
  const index = termIndexOf(text, ctx.code);
  return [...new Set(index.stems.filter((_, i) => !isStopword(ctx.code, index.tokens[i]!.word)))];
};

/**
 * Heading coverage: 10 × the share of the brief's common headings (its ten most shared) that one
 * of the doc's headings covers, i.e. holds at least half of the common heading's words (stemmed,
 * stopwords aside).
 */
export function headingCoverage(ctx: TScoreContext): TComponentResult {
  const rule = `${HEADINGS_MAX} × the share of the brief's common headings (up to ${SCORED_HEADINGS}) that a heading of yours covers: it holds at least half of that heading's words.`;
  const label = 'Headings competitors use';
  if (!ctx.snapshot) return unscored('headings', label, rule, 'Needs a brief.');
  const common = [...ctx.snapshot.common_headings]
    .sort((a, b) => b.pages - a.pages)
    .slice(0, SCORED_HEADINGS)
    .map((heading) => ({ text: heading.text, stems: contentStems(heading.text, ctx) }))
    .filter((heading) => heading.stems.length > 0);
  if (!common.length) return unscored('headings', label, rule, 'The brief lists no common headings.');
  const own = ctx.doc.blocks.filter((block) => block.kind.startsWith('h')).map((block) => new Set(termIndexOf(block.text, ctx.code).stems));
  const covers = (stems: string[]) => own.some((have) => stems.filter((stem) => have.has(stem)).length * 2 >= stems.length);
  const missing = common.filter((heading) => !covers(heading.stems));
  const covered = common.length - missing.length;
  const points = Math.round((HEADINGS_MAX * covered) / common.length);
  const each = HEADINGS_MAX / common.length;
  return {
    component: { id: 'headings', label, points, max: HEADINGS_MAX, rule, detail: `${covered} of ${common.length} common headings covered.` },
    actions: missing.map((heading, i) => ({ id: `headings:${i}`, text: `Add a section on “${heading.text}”`, gain: roundGain(each) })),
  };
}
