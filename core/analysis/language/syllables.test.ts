import { describe, expect, it } from 'vitest';
import { syllableCounter } from './syllables';
import type { TLanguageCode } from './languages';

/** Dictionary syllable counts, checked by hand. */
const CASES: Array<[TLanguageCode, Record<string, number>]> = [
  ['en', { the: 1, readability: 5, unfortunately: 5, table: 2, makes: 1, boxes: 2, jumped: 1, wanted: 2, people: 2, radio: 3,
    video: 3, actual: 3, player: 2, lovely: 2, statement: 2, create: 2, radiation: 4, photosynthesis: 5, electromagnetic: 6 }],
  ['es', { poesía: 4, país: 2, teatro: 3, corriendo: 3, que: 1, ciudad: 2, ahora: 3, niño: 2 }],
  ['fr', { réalité: 4, année: 2, naïf: 2, eau: 1, parle: 1, pluie: 1, géographie: 4 }],
  ['it', { teatro: 3, paese: 3, più: 1, città: 2, giardino: 3 }],
  ['pt', { saída: 3, saúde: 3, pão: 1, mãe: 1, coração: 3 }],
  ['de', { bäume: 2, theater: 3, laufen: 2, quelle: 2, eigentlich: 3 }],
  ['nl', { tijd: 1, mooi: 1, nieuw: 1, tuinen: 2, geïnteresseerd: 5 }],
  ['tr', { kitaplardan: 4, istanbul: 3, bahçe: 2 }],
  ['pl', { nie: 1, się: 1, pieniądze: 3, ogród: 2 }],
];

describe('syllableCounter', () => {
  for (const [code, words] of CASES) {
    it(`counts ${code} syllables`, () => {
      const count = syllableCounter(code);
      expect(Object.fromEntries(Object.keys(words).map((word) => [word, count(word)]))).toEqual(words);
    });
  }

  it('gives every word at least one syllable', () => {
    expect(syllableCounter('en')('2026')).toBe(1);
    expect(syllableCounter('es')('y')).toBe(1);
    expect(syllableCounter('vi')('người')).toBe(1);
  });
});
