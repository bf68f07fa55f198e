import { describe, expect, it } from 'vitest';
import type { TPassage } from '@core/api/citations';
import { createCitationFilter } from './schema';

const passage = (n: number): TPassage => ({ n, asset_id: null, kind: 'web', title: `Source ${n}`, url: null, location: null, text: 'text' });

function run(tokens: string[], passages = [passage(1), passage(2)]) {
  const filter = createCitationFilter(passages);
  const out = tokens.map((token) => filter.push(token)).join('') + filter.flush();
  return { out, cited: filter.cited().map((p) => p.n) };
}

describe('createCitationFilter', () => {
  it('keeps markers of passages the answer was given, even split across tokens', () => {
    expect(run(['Fact [', '2', '] and [1', ', 2]', '.'])).toEqual({ out: 'Fact [2] and [1, 2].', cited: [1, 2] });
  });

  it('drops markers naming passages that do not exist', () => {
    expect(run(['Claim [3]. Other [1, 4]. Kept [1].'])).toEqual({ out: 'Claim . Other . Kept [1].', cited: [1] });
  });

  it('leaves brackets that are not citations alone', () => {
    expect(run(['Array [a] and [ ] and [12', 'x] end ['])).toEqual({ out: 'Array [a] and [ ] and [12x] end [', cited: [] });
  });

  it('drops every marker when there are no sources (instruct mode)', () => {
    expect(run(['Invented [1].'], [])).toEqual({ out: 'Invented .', cited: [] });
  });
});
