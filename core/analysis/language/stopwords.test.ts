import { describe, expect, it } from 'vitest';
import { isStopword } from './stopwords';

describe('isStopword', () => {
  it('knows each language’s function words', () => {
    expect(['the', 'and', "don't", 'is'].every((w) => isStopword('en', w))).toBe(true);
    expect(['de', 'la', 'está', 'son', 'hay'].every((w) => isStopword('es', w))).toBe(true);
    expect(['und', 'der', 'ist'].every((w) => isStopword('de', w))).toBe(true);
    expect(['le', 'et', "c'est"].every((w) => isStopword('fr', w))).toBe(true);
    expect(isStopword('pl', 'się')).toBe(true);
    expect(isStopword('tr', 'ama')).toBe(true);
    expect(isStopword('vi', 'và')).toBe(true);
  });

  it('keeps content words, and a stopword of one language is not one of another', () => {
    expect(isStopword('en', 'garden')).toBe(false);
    expect(isStopword('es', 'jardín')).toBe(false);
    expect(isStopword('en', 'está')).toBe(false);
    expect(isStopword('de', 'the')).toBe(false);
  });

  it('has no stopwords in an unknown language', () => {
    expect(isStopword(null, 'the')).toBe(false);
  });
});
