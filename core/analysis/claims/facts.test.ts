import { describe, expect, it } from 'vitest';
import { factsOf } from './facts';

describe('factsOf', () => {
  it('normalises numbers, amounts and percentages, with offsets', () => {
    const text = 'It has 3.5 million visitors, 4,000 staff, 12% growth and $1.5 billion in debt, about 300 km away.';
    expect(factsOf(text)).toEqual([
      { kind: 'number', text: '3.5 million', start: 7, end: 18, value: 3_500_000, unit: null, step: 100_000, approximate: false },
      { kind: 'number', text: '4,000', start: 29, end: 34, value: 4000, unit: null, step: 1000, approximate: false },
      { kind: 'number', text: '12%', start: 42, end: 45, value: 12, unit: 'percent', step: 1, approximate: false },
      { kind: 'number', text: '$1.5 billion', start: 57, end: 69, value: 1_500_000_000, unit: 'USD', step: 100_000_000, approximate: false },
      { kind: 'number', text: '300 km', start: 85, end: 91, value: 300, unit: 'km', step: 100, approximate: true },
    ]);
  });

  it('reads years, month-and-year, full and ISO dates', () => {
    const text = 'Begun in 1887, finished in March 1889, opened on 15 May 1889 (or May 15, 1889), listed 1964-06-24.';
    expect(factsOf(text).map(({ text: written, start, end, ...rest }) => [written, start, end, rest])).toEqual([
      ['1887', 9, 13, { kind: 'date', year: 1887, month: null, day: null }],
      ['March 1889', 27, 37, { kind: 'date', year: 1889, month: 3, day: null }],
      ['15 May 1889', 49, 60, { kind: 'date', year: 1889, month: 5, day: 15 }],
      ['May 15, 1889', 65, 77, { kind: 'date', year: 1889, month: 5, day: 15 }],
      ['1964-06-24', 87, 97, { kind: 'date', year: 1964, month: 6, day: 24 }],
    ]);
  });

  it('keeps amounts that look like years as amounts, and skips what is no fact', () => {
    expect(factsOf('It cost $2000 and weighs 1500 kg.').map((fact) => [fact.kind, fact.text])).toEqual([
      ['number', '$2000'],
      ['number', '1500 kg'],
    ]);
    // A month alone, the modal "may", an ordinal, a word with digits.
    expect(factsOf('In March we may see the 15th edition of mp3 players.')).toEqual([]);
  });

  it('reads separators by language', () => {
    expect(factsOf('invirtió 3,5 millones de euros y 1.500 plazas el 15 de marzo de 2021', { language: 'es' }).map((fact) => [fact.text, fact.kind === 'number' ? fact.value : fact.year])).toEqual([
      ['3,5 millones de euros', 3_500_000],
      ['1.500', 1500],
      ['15 de marzo de 2021', 2021],
    ]);
    expect(factsOf('am 15. März 1889 waren es 3,5 Prozent', { language: 'de' })).toMatchObject([
      { kind: 'date', text: '15. März 1889', year: 1889, month: 3, day: 15 },
      { kind: 'number', text: '3,5 Prozent', value: 3.5, unit: 'percent' },
    ]);
    // English reads "1.500" as a decimal and "1,500" as thousands.
    expect(factsOf('1.500 and 1,500').map((fact) => (fact.kind === 'number' ? fact.value : null))).toEqual([1.5, 1500]);
  });

  it('reads both ends of a range', () => {
    expect(factsOf('Built 1887-1889 by 10-15 crews.').map((fact) => [fact.kind, fact.text, fact.start])).toEqual([
      ['date', '1887', 6],
      ['date', '1889', 11],
      ['number', '10', 19],
      ['number', '15', 22],
    ]);
  });
});
