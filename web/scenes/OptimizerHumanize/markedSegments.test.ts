import { describe, expect, it } from 'vitest';
import { markedSegments } from './markedSegments';

describe('markedSegments', () => {
  const text = 'One two. Three four. Five six.';
  it('cuts the text into plain and marked runs that add up to the text', () => {
    const segments = markedSegments(text, [{ start: 9, end: 20 }]);
    expect(segments).toEqual([
      { start: 0, text: 'One two. ', marked: false },
      { start: 9, text: 'Three four.', marked: true },
      { start: 20, text: ' Five six.', marked: false },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });
  it('merges overlapping and unsorted ranges and clips those past the end', () => {
    const segments = markedSegments(text, [{ start: 21, end: 99 }, { start: 0, end: 8 }, { start: 4, end: 12 }]);
    expect(segments.filter((segment) => segment.marked).map((segment) => segment.text)).toEqual(['One two. Thr', 'Five six.']);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });
  it('leaves a text without ranges whole, and an empty text empty', () => {
    expect(markedSegments(text, [])).toEqual([{ start: 0, text, marked: false }]);
    expect(markedSegments('', [{ start: 0, end: 3 }])).toEqual([]);
  });
});
