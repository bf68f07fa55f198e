import { describe, expect, it } from 'vitest';
import { paragraphLengthSignal } from './paragraphLength';
import { styleTextOf } from './styleText';

const signal = (text: string) => paragraphLengthSignal(styleTextOf({ text }));
const words = (n: number, word = 'soil') => `${Array.from({ length: n }, () => word).join(' ')}.`;

describe('paragraphLengthSignal', () => {
  it('finds paragraphs of one length uniform (strong) and marks them', () => {
    const text = [words(40), words(42), words(38), words(40)].join('\n\n');
    // Mean 40, deviations 0, 2, 2, 0: sd √2 = 1.414, CV 0.035.
    const result = signal(text);
    expect(result).toMatchObject({ value: 0.04, unit: 'CV', level: 'strong' });
    expect(result.sentences.map((r) => text.slice(r.start, r.end).split(' ').length)).toEqual([40, 42, 38, 40]);
  });

  it('finds paragraphs of mixed lengths ok', () => {
    // 5, 60, 20, 15: mean 25, variance (400 + 1225 + 25 + 100) / 4 = 437.5, sd 20.92, CV 0.84.
    expect(signal([words(5), words(60), words(20), words(15)].join('\n\n'))).toMatchObject({ value: 0.84, level: 'ok', sentences: [] });
  });

  it('counts paragraphs only (not headings) and needs four', () => {
    expect(signal(['# A heading', words(40), words(40), words(40)].join('\n\n'))).toMatchObject({ value: 0, level: 'ok' });
    expect(signal('')).toMatchObject({ value: null, level: 'ok' });
  });
});
