import { describe, expect, it } from 'vitest';
import { sentenceLengthSignal } from './sentenceLength';
import { styleTextOf } from './styleText';

const signal = (text: string) => sentenceLengthSignal(styleTextOf({ text }));

describe('sentenceLengthSignal', () => {
  it('finds sentences of one length flat (CV 0, strong) and points at them', () => {
    const text = 'Soil holds water well. Roots need air too. Compost feeds the worms. Mulch keeps roots cool. Rain fills the barrel.';
    const result = signal(text);
    expect(result).toMatchObject({ value: 0, unit: 'CV', level: 'strong' });
    expect(result.sentences.map((s) => text.slice(s.start, s.end))).toEqual([
      'Soil holds water well.', 'Roots need air too.', 'Compost feeds the worms.', 'Mulch keeps roots cool.', 'Rain fills the barrel.',
    ]);
  });

  it('finds a varied paragraph ok', () => {
    // 2, 8, 4, 12, 4 words: mean 6, variance (16 + 4 + 4 + 36 + 4) / 5 = 12.8, sd 3.578, CV 0.596.
    const text = 'Frost came. I had planted the tomatoes far too early. All twelve died overnight. ' +
      'My neighbour, who keeps a notebook of frost dates, warned me twice. That was a lesson.';
    expect(signal(text)).toMatchObject({ value: 0.6, level: 'ok', sentences: [] });
  });

  it('notices a moderately even rhythm', () => {
    // 6, 8, 6, 10, 5 words: mean 7, variance (1 + 1 + 1 + 9 + 4) / 5 = 3.2, sd 1.789, CV 0.256.
    const text = 'Good soil holds water and air. Compost adds the food that plants need most. Worms turn the soil every day. ' +
      'A thin layer of mulch keeps roots cool all summer. The rain does the rest.';
    const result = signal(text);
    expect(result).toMatchObject({ value: 0.26, level: 'notice' });
    // Within 20% of the mean (5.6–8.4 words): the 6-, 8- and 6-word sentences.
    expect(result.sentences.map((s) => text.slice(s.start, s.end).split(' ')[0])).toEqual(['Good', 'Compost', 'Worms']);
  });

  it('does not judge fewer than five sentences', () => {
    expect(signal('One two three. Four five six.')).toMatchObject({ value: 0, level: 'ok' });
    expect(signal('')).toMatchObject({ value: null, level: 'ok' });
  });
});
