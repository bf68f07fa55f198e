import { describe, expect, it } from 'vitest';
import { locateSpan, verifySpan } from './spans';

const source = 'The tower 🗼 was completed in March 1889.\n\nIt is   330 metres\ttall.';

describe('verifySpan', () => {
  it('accepts only the exact text at its offsets (UTF-16)', () => {
    expect(verifySpan(source, { text: 'was completed in March 1889', start: 13, end: 40 })).toBe(true);
    expect(verifySpan(source, { text: 'was completed in March 1887', start: 13, end: 40 })).toBe(false);
    expect(verifySpan(source, { text: 'was completed in March 1889', start: 12, end: 39 })).toBe(false);
    expect(verifySpan(source, { text: 'It is 330 metres', start: 43, end: 59 })).toBe(false);
  });

  it('refuses empty passages and impossible offsets', () => {
    expect(verifySpan(source, { text: '', start: 0, end: 0 })).toBe(false);
    expect(verifySpan(source, { text: 'The', start: -1, end: 2 })).toBe(false);
    expect(verifySpan(source, { text: 'tall.', start: 62, end: 67.5 })).toBe(false);
    expect(verifySpan('', { text: 'x', start: 0, end: 1 })).toBe(false);
    expect(verifySpan('a   b', { text: '   ', start: 1, end: 4 })).toBe(false);
  });
});

describe('locateSpan', () => {
  it('finds the first exact occurrence', () => {
    expect(locateSpan('a b a b', 'a b')).toEqual({ text: 'a b', start: 0, end: 3 });
    expect(locateSpan(source, 'completed in March 1889')).toEqual({ text: 'completed in March 1889', start: 17, end: 40 });
  });

  it('finds reflowed white space and answers with the source’s own text', () => {
    const span = locateSpan(source, ' It is 330\nmetres tall. ');
    expect(span).toEqual({ text: 'It is   330 metres\ttall.', start: 43, end: 67 });
    expect(verifySpan(source, span!)).toBe(true);
  });

  it('finds nothing that is not there', () => {
    expect(locateSpan(source, 'completed in 1887')).toBeNull();
    expect(locateSpan(source, '')).toBeNull();
    expect(locateSpan(source, '   ')).toBeNull();
  });
});
