import { describe, expect, it } from 'vitest';
import { applyRewrite, paragraphsOf, paragraphsTouched } from './paragraphs';

const TEXT = 'First one.\n\n  Second one.  \n \n\nThird one.\n';

describe('paragraphs of a pasted text', () => {
  it('splits at blank lines, with offsets of the trimmed text', () => {
    const paragraphs = paragraphsOf(TEXT);
    expect(paragraphs.map((p) => p.text)).toEqual(['First one.', 'Second one.', 'Third one.']);
    for (const p of paragraphs) expect(TEXT.slice(p.start, p.end)).toBe(p.text);
    expect(paragraphsOf('  \n\n ')).toEqual([]);
  });

  it('a selection covers every paragraph it touches; a caret its own', () => {
    const paragraphs = paragraphsOf(TEXT);
    const second = TEXT.indexOf('Second');
    expect(paragraphsTouched(paragraphs, 3, second + 2).map((p) => p.text)).toEqual(['First one.', 'Second one.']);
    expect(paragraphsTouched(paragraphs, second + 4, second + 4).map((p) => p.text)).toEqual(['Second one.']);
    expect(paragraphsTouched(paragraphs, 10, 12)).toEqual([]);
  });
});

describe('applying a rewrite', () => {
  it('replaces the passage where it was, or nearest to it after earlier changes', () => {
    const text = 'Same.\n\nOther.\n\nSame.';
    expect(applyRewrite(text, { start: 15, original: 'Same.' }, 'New.')).toEqual({ text: 'Same.\n\nOther.\n\nNew.', at: 15 });
    expect(applyRewrite(`A ${text}`, { start: 15, original: 'Same.' }, 'New.')).toEqual({ text: 'A Same.\n\nOther.\n\nNew.', at: 17 });
  });

  it('gives null when the passage was edited since', () => {
    expect(applyRewrite('Changed.', { start: 0, original: 'Same.' }, 'New.')).toBeNull();
  });
});
