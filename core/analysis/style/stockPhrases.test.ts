import { describe, expect, it } from 'vitest';
import { STOCK_PHRASES } from './stockPhraseLists';
import { stockPhrasesSignal } from './stockPhrases';
import { styleTextOf } from './styleText';

const signal = (text: string, code: Parameters<typeof stockPhrasesSignal>[1]) => stockPhrasesSignal(styleTextOf({ text }), code);

describe('stockPhrasesSignal', () => {
  it('has about sixty English phrases and shorter lists for Spanish, French and German', () => {
    expect(STOCK_PHRASES.en!.split('\n').length).toBeGreaterThanOrEqual(60);
    for (const code of ['es', 'fr', 'de'] as const) expect(STOCK_PHRASES[code]!.split('\n').length).toBeGreaterThanOrEqual(15);
  });

  it('finds English stock phrases by stem, with their sentences', () => {
    const text = "In today's fast-paced world, soil is ignored. We dug a bed. This guide delves into compost. " +
      'It is important to note that worms help. In conclusion, the garden is a testament to patience.';
    const result = signal(text, 'en');
    expect(result).toMatchObject({ value: 5, unit: 'phrases', level: 'strong' });
    expect(result.found).toEqual(["in today's fast-paced world", 'delve into', 'it is important to note', 'in conclusion', 'a testament to']);
    expect(result.sentences.map((s) => text.slice(s.start, s.end))).toEqual([
      "In today's fast-paced world, soil is ignored.", 'This guide delves into compost.', 'It is important to note that worms help.',
      'In conclusion, the garden is a testament to patience.',
    ]);
  });

  it('notices a single phrase, and does not match across sentences', () => {
    expect(signal('We will delve into soil. Then we rest.', 'en')).toMatchObject({ value: 1, level: 'notice' });
    expect(signal('Read it in. Conclusion follows.', 'en')).toMatchObject({ value: 0, level: 'ok', sentences: [] });
  });

  it('reads Spanish, French and German lists', () => {
    expect(signal('Cabe destacar que el suelo importa. En conclusión, riega poco.', 'es').found).toEqual(['cabe destacar', 'en conclusión']);
    expect(signal("Il est important de noter que le sol compte.", 'fr').found).toEqual(['il est important de noter']);
    expect(signal('Kompost spielt eine entscheidende Rolle im Garten.', 'de').found).toEqual(['spielt eine entscheidende rolle']);
  });

  it('says so for a language without a list', () => {
    const result = signal('Đất tốt giữ nước.', 'vi');
    expect(result).toMatchObject({ value: null, level: 'ok', sentences: [] });
    expect(result.explanation).toContain('no stock-phrase list for this language');
    expect(signal('Read it.', null).value).toBeNull();
  });
});
