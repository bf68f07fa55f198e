import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion, RRF_K } from './reciprocalRankFusion';

const id = (value: string) => value;

describe('reciprocalRankFusion', () => {
  it('ranks an item both lists hold above items only one holds, whatever their single ranks', () => {
    // "c" is third in both lists: 2/(60+3) beats 1/(60+1) for "a" (first in words only).
    expect(reciprocalRankFusion([['a', 'b', 'c'], ['d', 'e', 'c']], id)).toEqual(['c', 'a', 'd', 'b', 'e']);
  });

  it('uses k = 60: two middling ranks beat one top rank', () => {
    // 1/(60+1) + 1/(60+40) ≈ 0.0264 > 1/(60+1) + 0 but < 2/(60+10) ≈ 0.0286.
    const words = ['top', ...Array.from({ length: 8 }, (_, i) => `w${i}`), 'both', ...Array.from({ length: 29 }, (_, i) => `v${i}`), 'edge'];
    const vectors = [...Array.from({ length: 9 }, (_, i) => `u${i}`), 'both'];
    expect(RRF_K).toBe(60);
    expect(reciprocalRankFusion([words, vectors], id).slice(0, 2)).toEqual(['both', 'top']);
  });

  it('breaks ties in favour of the first list', () => {
    const fused = reciprocalRankFusion([['x', 'y'], ['y', 'z']], id);
    expect(fused).toEqual(['y', 'x', 'z']);
    // p (words #1) and q (vectors #1) tie on score; the first list wins the tie.
    expect(reciprocalRankFusion([['p'], ['q']], id)).toEqual(['p', 'q']);
  });

  it('returns a single ranking unchanged and handles empty lists', () => {
    expect(reciprocalRankFusion([['a', 'b', 'c'], []], id)).toEqual(['a', 'b', 'c']);
    expect(reciprocalRankFusion([[], ['d', 'e']], id)).toEqual(['d', 'e']);
    expect(reciprocalRankFusion<string>([[], []], id)).toEqual([]);
  });
});
