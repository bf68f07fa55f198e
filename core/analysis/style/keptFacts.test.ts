import { describe, expect, it } from 'vitest';
import { keptFacts, linkKey, numberKey } from './keptFacts';

const ORIGINAL = 'In 1889 the Eiffel Tower opened in Paris. It cost 7.8 million francs and drew 1,900,000 visitors, ' +
  'as the Musée d’Orsay notes at https://www.example.org/eiffel/.';

describe('keptFacts', () => {
  it('keeps a rewrite that has every number, link and name, however written', () => {
    const rewrite = 'The Eiffel Tower opened in Paris in 1889; it drew 1900000 visitors and cost 7.80 million francs ' +
      '(see www.example.org/eiffel, and the Musée d’Orsay).';
    expect(keptFacts(ORIGINAL, rewrite)).toEqual({ kept: true, missing: [], added: [] });
  });

  it('flags a rewrite that drops a number, and reports what it added', () => {
    const rewrite = 'The Eiffel Tower opened in Paris in 1889. It cost a fortune, Gustave Eiffel said, and drew 1,900,000 visitors, ' +
      'as the Musée d’Orsay notes at https://www.example.org/eiffel/.';
    expect(keptFacts(ORIGINAL, rewrite)).toEqual({
      kept: false,
      missing: [{ kind: 'number', text: '7.8' }],
      added: [{ kind: 'name', text: 'Gustave Eiffel' }],
    });
  });

  it('flags a lost link and a lost name; the first word of a sentence is not a name', () => {
    const original = '<p>Compost helps, says <a href="https://soil.example/compost">Monty Don</a> of the Royal Horticultural Society.</p>';
    expect(keptFacts(original, '<p>Compost helps, gardeners say.</p>')).toEqual({
      kept: false,
      missing: [
        { kind: 'link', text: 'https://soil.example/compost' },
        { kind: 'name', text: 'Monty Don' },
        { kind: 'name', text: 'Royal Horticultural Society' },
      ],
      added: [],
    });
  });

  it('joins names with "of", "van", "da", and keeps acronyms at a sentence start', () => {
    const original = 'NASA studied soil. A painting by Vincent van Gogh hangs in the Bank of England.';
    expect(keptFacts(original, 'Soil was studied.').missing.map((f) => f.text)).toEqual(['NASA', 'Vincent van Gogh', 'Bank of England']);
  });

  it('reads a name that opens a sentence when it is a name elsewhere, and possessives as the name', () => {
    expect(keptFacts('Paris is big. We love Paris.', 'Big city.').missing).toEqual([{ kind: 'name', text: 'Paris' }]);
    expect(keptFacts("We visited Orsay's garden.", 'Orsay has a garden.').kept).toBe(true);
  });

  it('German: numbers with a decimal comma, and only acronyms as names (every noun is capitalised)', () => {
    expect(keptFacts('Der Turm kostete 7,8 Millionen und hatte 1.900.000 Besucher der UNESCO.', 'Die UNESCO zählte 1900000 Besucher, Kosten 7,8 Millionen.', 'German'))
      .toEqual({ kept: true, missing: [], added: [] });
  });

  it('is kept for empty passages', () => {
    expect(keptFacts('', '')).toEqual({ kept: true, missing: [], added: [] });
  });
});

describe('numberKey and linkKey', () => {
  it('reads separators by the language, and a lone separator without three digits as decimal', () => {
    expect(['4,000', '4000', '4,000.00'].map((n) => numberKey(n, false))).toEqual(['4000', '4000', '4000']);
    expect(['3.50', '3.5', '03'].map((n) => numberKey(n, false))).toEqual(['3.5', '3.5', '3']);
    expect(['4.000', '3,5', '1.234,5', '3,50'].map((n) => numberKey(n, true))).toEqual(['4000', '3.5', '1234.5', '3.5']);
  });

  it('compares links without scheme, www, trailing slash or host case', () => {
    expect(linkKey('https://www.Example.org/Path/')).toBe('example.org/Path');
    expect(linkKey('example.org/Path')).toBe('example.org/Path');
  });
});
