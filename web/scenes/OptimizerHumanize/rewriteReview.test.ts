import { describe, expect, it } from 'vitest';
import type { THumanizedPassage, THumanizeResult } from '@core/api/humanize';
import { paragraphsOf } from './paragraphs';
import { acceptPassages, rejectPassage, reviewOf } from './rewriteReview';

const TEXT = 'We delve into soil.\n\nBuilt in 1887.\n\nWe delve into water.';

function passage(index: number, original: string, rewrite: string, acceptable = true): THumanizedPassage {
  return { index, original, rewrite, unchanged: original === rewrite, diff: [], kept: { kept: acceptable, missing: [], added: [] }, acceptable: acceptable && original !== rewrite };
}
const result = (passages: THumanizedPassage[]): THumanizeResult => ({ passages, engine: 'model', model: 'fake', words: 0, credits_charged: 0, notice: null });

describe('reviewing a rewrite', () => {
  const sent = paragraphsOf(TEXT);
  const review = reviewOf(TEXT, sent, result([
    passage(0, 'We delve into soil.', 'We look at soil, closely.'),
    passage(1, 'Built in 1887.', 'Built long ago.', false),
    passage(2, 'We delve into water.', 'We look at water.'),
  ]));

  it('accepts passages into the text, each where it now stands after earlier accepts', () => {
    const first = acceptPassages(TEXT, review.items, [0]);
    expect(first.text).toBe('We look at soil, closely.\n\nBuilt in 1887.\n\nWe delve into water.');
    const second = acceptPassages(first.text, first.items, [2]);
    expect(second.text).toBe('We look at soil, closely.\n\nBuilt in 1887.\n\nWe look at water.');
    expect(second.items.map((item) => item.status)).toEqual(['accepted', 'open', 'accepted']);
  });

  it('accept all takes only the acceptable ones; a flagged passage stays', () => {
    const all = acceptPassages(TEXT, review.items, [0, 1, 2]);
    expect(all.text).toContain('Built in 1887.');
    expect(all.items.map((item) => item.status)).toEqual(['accepted', 'open', 'accepted']);
  });

  it('a rejected passage keeps its original; one edited since is marked moved', () => {
    const items = rejectPassage(review.items, 0);
    expect(acceptPassages(TEXT, items, [0]).text).toBe(TEXT);
    const edited = acceptPassages(TEXT.replace('soil', 'clay'), review.items, [0]);
    expect(edited.items[0]!.status).toBe('moved');
  });
});
