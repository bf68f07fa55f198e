import { describe, expect, it } from 'vitest';
import { claimSegments } from './claimSegments';

describe('claimSegments', () => {
  const text = 'One two. Three four. Five six.';
  it('cuts the text into plain runs and claim runs that add up to the text', () => {
    const segments = claimSegments(text, [{ start: 21, end: 30 }, { start: 9, end: 20 }]);
    expect(segments).toEqual([
      { start: 0, text: 'One two. ', claim: null },
      { start: 9, text: 'Three four.', claim: 1 },
      { start: 20, text: ' ', claim: null },
      { start: 21, text: 'Five six.', claim: 0 },
    ]);
  });
  it('clips claims past the end and overlapping ones, never repeating a word', () => {
    const segments = claimSegments(text, [{ start: 0, end: 12 }, { start: 9, end: 20 }, { start: 25, end: 99 }, { start: 5, end: 5 }]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(segments.filter((segment) => segment.claim !== null).map((segment) => [segment.claim, segment.text])).toEqual([
      [0, 'One two. Thr'],
      [1, 'ee four.'],
      [2, ' six.'],
    ]);
  });
  it('answers an empty text with no runs', () => {
    expect(claimSegments('', [{ start: 0, end: 3 }])).toEqual([]);
  });
});
