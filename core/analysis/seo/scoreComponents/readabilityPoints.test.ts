import { describe, expect, it } from 'vitest';
import { readabilityComponent } from './readabilityPoints';
import { testContext } from './testContext';

describe('readabilityComponent', () => {
  it('gives points by the band of the language’s formula', () => {
    // Flesch 116.1, very easy.
    expect(readabilityComponent(testContext({ text: 'The cat sat on the mat.' })).component).toMatchObject({ points: 10, max: 10, detail: 'Flesch reading ease 116.1 (very easy).' });
    // Flesch −102.4, very difficult.
    const hard = readabilityComponent(testContext({ text: 'Photosynthesis converts electromagnetic radiation into chemical energy.' }));
    expect(hard.component.points).toBe(0);
    expect(hard.actions).toEqual([{ id: 'readability', text: 'Shorten long sentences and prefer shorter words', gain: 10 }]);
  });

  it('uses the doc’s language (LIX for Polish) and names the formula in its rule', () => {
    // 5/2 + 100 × 1/5 = 22.5: very easy.
    const polish = readabilityComponent(testContext({ text: 'Ogród potrzebuje wody. Kot śpi.', language: 'Polish' }));
    expect(polish.component).toMatchObject({ points: 10, detail: 'LIX 22.5 (very easy).' });
    expect(polish.component.rule).toContain('LIX');
  });

  it('gives nothing, and asks nothing, for an empty doc', () => {
    expect(readabilityComponent(testContext({ text: '' }))).toMatchObject({ component: { points: 0, detail: 'No text to read yet.' }, actions: [] });
  });
});
