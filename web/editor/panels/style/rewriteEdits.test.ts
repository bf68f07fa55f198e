import { describe, expect, it } from 'vitest';
import { passageDiff } from '@core/analysis/style';
import type { THumanizedPassage } from '@core/api/humanize';
import type { TReviewItem } from '@web/scenes/OptimizerHumanize/rewriteReview';
import { placeRewrites, rewriteEdits, rewriteTooLarge, type TTextEdit } from './rewriteEdits';

/** The text with the edits made from the end backwards, as the doc is edited. */
const applied = (text: string, edits: TTextEdit[]) => [...edits].reverse().reduce((current, edit) => current.slice(0, edit.from) + edit.text + current.slice(edit.to), text);

describe('rewriteEdits', () => {
  it('turns a diff into the few edits that make the rewrite, at the passage’s offsets', () => {
    const before = 'Intro.\n\n';
    const original = "In today's fast-paced world, the old mill ground flour. We delve into its past.";
    const rewrite = 'The old mill ground flour. We look at its past.';
    const edits = rewriteEdits(before.length, original, passageDiff(original, rewrite))!;
    expect(edits).toEqual([
      { from: 8, to: 8 + "In today's fast-paced world, the".length, text: 'The' },
      { from: 8 + original.indexOf('delve into'), to: 8 + original.indexOf(' its'), text: 'look at' },
    ]);
    expect(applied(`${before}${original}\n\nNext.`, edits)).toBe(`${before}${rewrite}\n\nNext.`);
  });

  it('keeps pure insertions and deletions apart, turns new lines into spaces, and refuses a diff of another text', () => {
    const diff: THumanizedPassage['diff'] = [
      { op: 'same', text: 'Soil ' },
      { op: 'insert', text: 'really\n' },
      { op: 'same', text: 'matters' },
      { op: 'delete', text: ' a lot' },
      { op: 'same', text: '.' },
    ];
    expect(rewriteEdits(0, 'Soil matters a lot.', diff)).toEqual([
      { from: 5, to: 5, text: 'really ' },
      { from: 12, to: 18, text: '' },
    ]);
    expect(rewriteEdits(0, 'Other text.', diff)).toBeNull();
  });
});

const item = (index: number, original: string, start: number, status: TReviewItem['status'] = 'open', acceptable = true): TReviewItem => ({
  index,
  original,
  rewrite: `${original} (new)`,
  unchanged: false,
  diff: [],
  kept: { kept: acceptable, missing: [], added: [] },
  acceptable,
  start,
  status,
});

describe('placeRewrites', () => {
  const paragraphs = [
    { start: 0, end: 5, text: 'Same.' },
    { start: 7, end: 13, text: 'Other.' },
    { start: 15, end: 20, text: 'Same.' },
  ];

  it('finds each original nearest to where it was, one rewrite a paragraph', () => {
    const placed = placeRewrites(paragraphs, [item(0, 'Same.', 14), item(1, 'Same.', 1), item(2, 'Same.', 0)], [0, 1, 2]);
    expect(placed.map(({ paragraph }) => paragraph?.start ?? null)).toEqual([15, 0, null]);
  });

  it('skips items not asked for, not open or flagged, and gives null for an edited paragraph', () => {
    const items = [item(0, 'Same.', 0, 'rejected'), item(1, 'Other.', 7, 'open', false), item(2, 'Changed.', 7), item(3, 'Other.', 7)];
    expect(placeRewrites(paragraphs, items, [0, 1, 2]).map(({ item: placed, paragraph }) => [placed.index, paragraph])).toEqual([[2, null]]);
  });
});

describe('rewriteTooLarge', () => {
  it('says when the paragraphs pass the server’s limits', () => {
    const paragraph = (words: number) => ({ start: 0, end: 0, text: Array.from({ length: words }, () => 'soil').join(' ') });
    expect(rewriteTooLarge([paragraph(10)])).toBeNull();
    expect(rewriteTooLarge(Array.from({ length: 41 }, () => paragraph(1)))).toContain('at most 40');
    expect(rewriteTooLarge([paragraph(2_000), paragraph(1_001)])).toBe('That is 3,001 words, and one rewrite takes at most 3,000: select fewer paragraphs and use Rewrite selection.');
  });
});
