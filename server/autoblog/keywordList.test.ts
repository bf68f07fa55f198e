import { describe, expect, it } from 'vitest';
import { keywordRowsOf, parseKeywordCsv } from './keywordList';

describe('keyword lists', () => {
  it('reads one keyword, rows, and a CSV with or without a header, quotes included', () => {
    expect(keywordRowsOf({ keyword: '  compost  ' })).toEqual([{ keyword: 'compost', title: null, notes: null }]);
    expect(keywordRowsOf({ keywords: [{ keyword: 'a', title: ' T ', notes: '' }] })).toEqual([{ keyword: 'a', title: 'T', notes: null }]);
    expect(parseKeywordCsv('keyword,title,notes\r\n"compost, garden","The ""best"" guide",short\n\nworms')).toEqual([
      { keyword: 'compost, garden', title: 'The "best" guide', notes: 'short' },
      { keyword: 'worms', title: null, notes: null },
    ]);
  });

  it('refuses an empty list, and a list over the cap before reading its rows', () => {
    expect(() => keywordRowsOf({})).toThrow('Give at least one keyword');
    expect(() => parseKeywordCsv(' \n,,\n')).toThrow('Give at least one keyword');
    expect(() => parseKeywordCsv(`keyword\n${'x\n'.repeat(101)}`)).toThrow('this list has 101');
    expect(() => parseKeywordCsv('"broken\n'.repeat(10_000))).toThrow('this list has 10,000');
  });

  it('keeps line breaks inside quoted notes, and numbers later rows by the line they start on', () => {
    expect(parseKeywordCsv('keyword,title,notes\ncompost,Compost,"First line.\nSecond line."\nworms\r\n')).toEqual([
      { keyword: 'compost', title: 'Compost', notes: 'First line.\nSecond line.' },
      { keyword: 'worms', title: null, notes: null },
    ]);
    expect(() => parseKeywordCsv('a,,"two\nlines"\n,no keyword\nb,"open')).toThrow('row 3: the keyword is empty; row 4: a quote is not closed');
  });

  it('lists every broken row by its line number', () => {
    expect(() => parseKeywordCsv(`ok\n,title only\n${'k'.repeat(201)}`)).toThrow('row 2: the keyword is empty; row 3: the keyword is longer than 200 characters');
  });
});
