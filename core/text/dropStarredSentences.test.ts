import { describe, expect, it } from 'vitest';
import { dropStarredSentences, splitSentences } from './dropStarredSentences';

describe('splitSentences', () => {
  it('gives the text back when the parts are joined', () => {
    const text = 'One. Two!  Three?\nFour costs 3.5 dollars... really\n\nFive';
    expect(splitSentences(text).join('')).toBe(text);
  });

  it('ends sentences at . ! ? before whitespace and at line breaks, not inside numbers', () => {
    expect(splitSentences('It costs 3.5 dollars. Next one!\nLast')).toEqual(['It costs 3.5 dollars. ', 'Next one!\n', 'Last']);
  });
});

describe('dropStarredSentences', () => {
  it('drops a sentence that starts with three asterisks, with its trailing space', () => {
    expect(dropStarredSentences('Keep this. ***Private note here. Keep that too.')).toBe('Keep this. Keep that too.');
  });

  it('drops starred lines and starred opening sentences', () => {
    expect(dropStarredSentences('***Hidden first.\nVisible line\n*** hidden line\nEnd.')).toBe('Visible line\nEnd.');
  });

  it('keeps sentences with asterisks elsewhere, and two asterisks at the start', () => {
    const text = 'A **bold** claim. **Not three. Ends with ***';
    expect(dropStarredSentences(text)).toBe(text);
  });

  it('answers an empty string when every sentence is starred', () => {
    expect(dropStarredSentences('***One. ***Two.')).toBe('');
  });
});
