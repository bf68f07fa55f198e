import { describe, expect, it } from 'vitest';
import type { TPlagiarismSource } from '@core/api/plagiarism';
import { placeMatches, segmentText } from './matchedText';

function source(title: string, passages: Array<[number, number, string]>): TPlagiarismSource {
  return {
    kind: 'doc',
    url: `/blogs/editor?copy_id=${title}`,
    title,
    id: title,
    textsnippet: '',
    wordsmatched: 0,
    percentmatched: 0,
    viewurl: null,
    passages: passages.map(([start, end, text]) => ({ text_start: start, text_end: end, source_start: 0, source_end: text.length, text, source_text: text })),
  };
}

const TEXT = 'One two three four. Five six seven eight.';

describe('placeMatches', () => {
  it('keeps passages whose offsets point at their words', () => {
    const { matches, moved } = placeMatches(TEXT, [source('A', [[4, 13, 'two three']]), source('B', [[20, 28, 'Five six']])]);
    expect(matches).toEqual([
      { sourceIndex: 0, passageIndex: 0, start: 4, end: 13 },
      { sourceIndex: 1, passageIndex: 0, start: 20, end: 28 },
    ]);
    expect(moved).toBe(0);
  });

  it('finds a passage again when the text moved and its words occur once', () => {
    const edited = `Zero. ${TEXT}`;
    const { matches, moved } = placeMatches(edited, [source('A', [[4, 13, 'two three']])]);
    expect(matches).toEqual([{ sourceIndex: 0, passageIndex: 0, start: 10, end: 19 }]);
    expect(edited.slice(10, 19)).toBe('two three');
    expect(moved).toBe(0);
  });

  it('counts a passage as moved when its words are gone or ambiguous, and never marks other words', () => {
    const edited = 'One two three, and again two three. Five six.';
    const { matches, moved } = placeMatches(edited, [source('A', [[0, 9, 'two three'], [200, 210, 'past the end'], [0, 3, 'Zero']])]);
    expect(matches).toEqual([]);
    expect(moved).toBe(3);
  });

  it('tolerates a difference in spacing only', () => {
    const { matches } = placeMatches('a  b\n\nc', [source('A', [[0, 7, 'a b c']])]);
    expect(matches).toHaveLength(1);
  });
});

describe('segmentText', () => {
  it('covers the whole text in order, each piece naming the sources over it', () => {
    const segments = segmentText(TEXT, [
      { sourceIndex: 0, passageIndex: 0, start: 4, end: 18 },
      { sourceIndex: 1, passageIndex: 0, start: 14, end: 28 },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(TEXT);
    expect(segments.map((segment) => [segment.text, segment.sourceIndexes])).toEqual([
      ['One ', []],
      ['two three ', [0]],
      ['four', [0, 1]],
      ['. Five six', [1]],
      [' seven eight.', []],
    ]);
  });

  it('is one original piece without matches, and nothing for an empty text', () => {
    expect(segmentText(TEXT, [])).toEqual([{ start: 0, end: TEXT.length, text: TEXT, sourceIndexes: [] }]);
    expect(segmentText('', [])).toEqual([]);
  });
});
