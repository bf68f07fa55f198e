import { describe, expect, it } from 'vitest';
import { stemOf } from './stem';

describe('stemOf', () => {
  it('meets the forms of one word', () => {
    for (const [a, b] of [
      ['refunds', 'refunded'],
      ['pricing', 'price'],
      ['memories', 'memory'],
      ['bakes', 'baking'],
      ['stopped', 'stop'],
      ['tides', 'tide'],
      ['boxes', 'box'],
    ]) expect(stemOf(a!)).toBe(stemOf(b!));
  });

  it('keeps short words, numbers and -ss/-us/-is endings as they are', () => {
    expect(['bee', 'bees'].map(stemOf)).toEqual(['bee', 'bee']);
    expect(stemOf('1887')).toBe('1887');
    expect(stemOf('glass')).toBe('glass');
    expect(stemOf('analysis')).toBe('analysis');
    expect(stemOf('string')).toBe('string');
  });

  it('does not meet unrelated words that share a beginning', () => {
    expect(stemOf('plants')).not.toBe(stemOf('plan'));
    expect(stemOf('memo')).not.toBe(stemOf('memory'));
  });
});
