import { describe, expect, it } from 'vitest';
import { stemmerFor } from './stem';

const stems = (code: Parameters<typeof stemmerFor>[0], words: string[]) => words.map(stemmerFor(code));

describe('stemmerFor', () => {
  it('stems English with Porter, so forms of a word meet', () => {
    expect(stems('en', ['running', 'runs', 'connection', 'connected', 'gardening', 'soils', "writer's"]))
      .toEqual(['run', 'run', 'connect', 'connect', 'garden', 'soil', 'writer']);
  });

  it('stems the Snowball languages through @orama/stemmers', () => {
    expect(stems('es', ['corriendo', 'jardinería'])).toEqual(['corr', 'jardin']);
    expect(stems('de', ['laufen', 'Bäume'.toLowerCase()])).toEqual(['lauf', 'baum']);
    expect(stems('tr', ['kitaplardan'])).toEqual(['kitap']);
    expect(stems('fr', ['jardins'])).toEqual(['jardin']);
    expect(stems('it', ['giardini'])).toEqual(['giardin']);
    expect(stems('nl', ['tuinen'])).toEqual(['tuin']);
    expect(stems('pt', ['correndo'])).toEqual(['corr']);
  });

  it('drops French and Italian elided articles before stemming', () => {
    expect(stems('fr', ["l'eau", "d'jardins"])).toEqual(['eau', 'jardin']);
    expect(stems('it', ["dell'acqua"])).toEqual(['acqua']);
  });

  it('stems Polish with the suffix stripper', () => {
    expect(stems('pl', ['biegać', 'biegam', 'biegali', 'kot', 'kota', 'kotami', 'kotem'])).toEqual(['bieg', 'bieg', 'bieg', 'kot', 'kot', 'kot', 'kot']);
  });

  it('keeps Vietnamese, numbers and unknown languages as written', () => {
    expect(stems('vi', ['vườn', 'đất'])).toEqual(['vườn', 'đất']);
    expect(stems('en', ['2,000', '3d'])).toEqual(['2,000', '3d']);
    expect(stems(null, ['running', 'corriendo'])).toEqual(['running', 'corriendo']);
  });

  it('gives the same stem from the cache as the first time', () => {
    const stem = stemmerFor('en');
    expect(stem('gardening')).toBe('garden');
    expect(stem('gardening')).toBe('garden');
  });
});
