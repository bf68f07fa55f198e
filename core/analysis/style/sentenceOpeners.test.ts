import { describe, expect, it } from 'vitest';
import { sentenceOpenersSignal } from './sentenceOpeners';
import { styleTextOf } from './styleText';

const signal = (text: string) => sentenceOpenersSignal(styleTextOf({ text }), 'en');

describe('sentenceOpenersSignal', () => {
  it('finds the same two-word opener across many sentences (strong) and marks those sentences', () => {
    const text = 'In addition, soil matters. Water helps. In addition, compost feeds it. Mulch is cheap. In addition, rain is free. Sun is vital.';
    const result = signal(text);
    // "in addition" and "in" start 3 of 6 sentences: 50%.
    expect(result).toMatchObject({ value: 50, unit: '% of sentences', level: 'strong', found: ['in', 'in addition'] });
    expect(result.sentences.map((s) => text.slice(s.start, s.end))).toEqual([
      'In addition, soil matters.', 'In addition, compost feeds it.', 'In addition, rain is free.',
    ]);
    expect(result.explanation).toContain('starts 3 of 6 sentences');
  });

  it('notices one word starting a fifth of the sentences', () => {
    const sentences = ['Moreover, soil matters.', 'Water helps.', 'Moreover, compost feeds it.', 'Mulch is cheap.', 'Moreover, rain is free.',
      'Sun is vital.', 'Worms dig.', 'Roots grow.', 'Leaves fall.', 'Frost bites.', 'Birds sing.', 'Bees hum.', 'Clay sticks.', 'Sand drains.', 'Loam crumbles.'];
    // 3 of 15 = 20%.
    expect(signal(sentences.join(' '))).toMatchObject({ value: 20, level: 'notice', found: ['moreover'] });
  });

  it('asks more of a function word: "I" starting a quarter of the sentences is ok, a third is a notice', () => {
    const sentences = ['I dug.', 'Rain fell.', 'I sowed.', 'Frost came.', 'I waited.', 'Oaks leafed.', 'Beans grew.', 'Slugs ate.', 'Birds sang.', 'Sun shone.', 'Bees hummed.', 'Days passed.'];
    // 3 of 12 = 25%: under the 30% a function word needs.
    expect(signal(sentences.join(' '))).toMatchObject({ value: 25, level: 'ok' });
    // 4 of 12 = 33%.
    expect(signal(sentences.map((s, i) => (i === 6 ? 'I ate.' : s)).join(' '))).toMatchObject({ value: 33, level: 'notice', found: ['i'] });
  });

  it('finds varied openers ok, and an opener used twice is chance', () => {
    const text = 'The soil is wet. Rain fell all night. The beds drained by noon. Worms came up. Later the sun dried the paths. We planted beans.';
    // "the" starts 2 of 6: under the 3 repeats an opener needs.
    expect(signal(text)).toMatchObject({ value: 0, level: 'ok', sentences: [], found: [] });
  });

  it('does not judge fewer than five sentences', () => {
    expect(signal('So it goes. So it goes. So it goes.')).toMatchObject({ value: null, level: 'ok' });
  });
});
