import { describe, expect, it } from 'vitest';
import { cleanItem, cleanItems, parseProse } from './answers';
import { parseTalkingPoints } from './talkingPoints';

const failed = expect.objectContaining({ id: 'model_failed' });

describe('blog tool answers', () => {
  it('cleans list items: numbering, bullets, bold, quotes and spaces go; long ones are cut at a word', () => {
    expect(cleanItem('1. **Bake   at home**', 300)).toBe('Bake at home');
    expect(cleanItem('- “Why bread rises”', 300)).toBe('Why bread rises');
    expect(cleanItem('word '.repeat(100), 20)).toBe('word word word word');
  });

  it('keeps each item once (case aside), at most the count; nothing usable is the model failing', () => {
    expect(cleanItems(['One', 'one', ' ', 'Two', 'Three'], 2, 300)).toEqual(['One', 'Two']);
    expect(() => cleanItems([' ', '- '], 5, 300)).toThrow(failed);
  });

  it('reads prose without a heading line or wrapping quotes; blank is the model failing', () => {
    expect(parseProse('## Introduction\n"Bread is old. It is also new."', 5_000)).toBe('Bread is old. It is also new.');
    expect(parseProse('**Intro**\nBread is old.', 5_000)).toBe('Bread is old.');
    expect(() => parseProse(' \n ', 5_000)).toThrow(failed);
  });

  it('gives talking points to the subheadings by their number; an unknown number is ignored', () => {
    const text = JSON.stringify({ sections: [{ index: 2, points: ['B1', 'B1', 'B2', 'B3', 'B4', 'B5'] }, { index: 9, points: ['lost'] }] });
    expect(parseTalkingPoints(text, ['A', 'B'])).toEqual([
      { heading: 'A', points: [] },
      { heading: 'B', points: ['B1', 'B2', 'B3', 'B4'] },
    ]);
    expect(() => parseTalkingPoints('{"sections":[{"index":1,"points":[" "]}]}', ['A'])).toThrow(failed);
    expect(() => parseTalkingPoints('no JSON here', ['A'])).toThrow(failed);
  });
});
