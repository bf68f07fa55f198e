import { describe, expect, it } from 'vitest';
import { MAX_DIFF_WORDS, passageDiff, type TDiffOp } from './passageDiff';

const side = (ops: TDiffOp[], skip: TDiffOp['op']) => ops.filter((o) => o.op !== skip).map((o) => o.text).join('');

/** Length of the longest common subsequence, by the textbook table (for small inputs). */
function lcs(a: string[], b: string[]): number {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) table[i]![j] = a[i - 1] === b[j - 1] ? table[i - 1]![j - 1]! + 1 : Math.max(table[i - 1]![j]!, table[i]![j - 1]!);
  }
  return table[a.length]![b.length]!;
}

describe('passageDiff', () => {
  it('diffs word by word, keeping spaces and punctuation', () => {
    expect(passageDiff('The quick brown fox jumps over the lazy dog.', 'The quick red fox leaps over the dog!')).toEqual([
      { op: 'same', text: 'The quick ' },
      { op: 'delete', text: 'brown' },
      { op: 'insert', text: 'red' },
      { op: 'same', text: ' fox ' },
      { op: 'delete', text: 'jumps' },
      { op: 'insert', text: 'leaps' },
      { op: 'same', text: ' over the ' },
      { op: 'delete', text: 'lazy ' },
      { op: 'same', text: 'dog' },
      { op: 'delete', text: '.' },
      { op: 'insert', text: '!' },
    ]);
  });

  it('folds spaces between changes into one deletion and one insertion', () => {
    expect(passageDiff('It is important to note that soil matters.', 'Soil matters.')).toEqual([
      { op: 'delete', text: 'It is important to note that soil' },
      { op: 'insert', text: 'Soil' },
      { op: 'same', text: ' matters.' },
    ]);
  });

  it('handles empty and equal passages', () => {
    expect(passageDiff('', '')).toEqual([]);
    expect(passageDiff('same text', 'same text')).toEqual([{ op: 'same', text: 'same text' }]);
    expect(passageDiff('', 'new words')).toEqual([{ op: 'insert', text: 'new words' }]);
    expect(passageDiff('old words', '')).toEqual([{ op: 'delete', text: 'old words' }]);
  });

  it('rebuilds both passages and keeps as many words as the longest common subsequence', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    const vocabulary = ['soil', 'water', 'root', 'leaf', 'sun', 'rain'];
    const sentence = () => Array.from({ length: Math.floor(random() * 12) }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(' ');
    for (let n = 0; n < 200; n += 1) {
      const before = sentence();
      const after = sentence();
      const ops = passageDiff(before, after);
      expect(side(ops, 'insert')).toBe(before);
      expect(side(ops, 'delete')).toBe(after);
      const kept = ops.filter((o) => o.op === 'same').flatMap((o) => o.text.split(' ').filter(Boolean)).length;
      expect(kept).toBe(lcs(before.split(' ').filter(Boolean), after.split(' ').filter(Boolean)));
    }
  });

  it('shows passages over the word limit as one replacement', () => {
    const long = Array.from({ length: MAX_DIFF_WORDS + 1 }, () => 'soil').join(' ');
    expect(passageDiff(long, `${long} water`)).toEqual([{ op: 'delete', text: long }, { op: 'insert', text: `${long} water` }]);
  });
});
