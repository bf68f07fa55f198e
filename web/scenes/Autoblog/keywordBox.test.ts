import { describe, expect, it } from 'vitest';
import { keywordCount, keywordPart, listRows } from './keywordBox';

describe('keywordPart', () => {
  it('sends one trimmed keyword', () => {
    expect(keywordPart('one', '  cold brew  ')).toEqual({ keyword: 'cold brew' });
  });

  it('sends a list as rows, one per filled line', () => {
    expect(keywordPart('list', 'cold brew\r\n\n  french press \n')).toEqual({ keywords: [{ keyword: 'cold brew' }, { keyword: 'french press' }] });
  });

  it('sends an empty list as it is, so the server says what is missing', () => {
    expect(keywordPart('list', '  \n ')).toEqual({ keywords: [] });
    expect(keywordPart('one', '   ')).toEqual({ keyword: '' });
  });

  it('sends a CSV untouched (the server reads it and reports broken rows by number)', () => {
    const csv = 'keyword,title\n"a, b",T\n';
    expect(keywordPart('csv', csv)).toEqual({ csv });
  });
});

describe('keywordCount', () => {
  it('counts the articles a box asks for, without a CSV header', () => {
    expect(keywordCount('one', '')).toBe(0);
    expect(keywordCount('one', 'x')).toBe(1);
    expect(keywordCount('list', 'a\n\nb\nc')).toBe(3);
    expect(keywordCount('csv', 'keyword,title,notes\na,A,\nb')).toBe(2);
    expect(keywordCount('csv', '"Keyword"\na')).toBe(1);
    expect(keywordCount('csv', 'a,A\nb')).toBe(2);
    expect(listRows('')).toEqual([]);
  });
});
