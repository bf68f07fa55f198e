import { describe, expect, it } from 'vitest';
import { locateClaim } from './locateClaim';

const claim = { text: 'The tower was completed in 1887.', start: 7, end: 39 };

describe('locateClaim', () => {
  it('takes the offsets when the text there is still the claim', () => {
    expect(locateClaim('Intro. The tower was completed in 1887. More.', claim)).toEqual({ start: 7, end: 39 });
  });

  it('finds the claim by its text when the doc changed before it, taking the occurrence nearest its old place', () => {
    const text = 'The tower was completed in 1887. A longer intro now. The tower was completed in 1887.';
    expect(locateClaim(text, claim)).toEqual({ start: 0, end: 32 });
    expect(locateClaim(`${'x'.repeat(40)}The tower was completed in 1887.`, claim)).toEqual({ start: 40, end: 72 });
  });

  it('finds a cited claim by its words before the citation', () => {
    expect(locateClaim('Intro. The tower was completed in 1887 [History]. More.', claim)).toEqual({ start: 7, end: 38 });
  });

  it('answers null when the claim was edited away', () => {
    expect(locateClaim('Intro. The tower was completed in March 1889. More.', claim)).toBeNull();
    expect(locateClaim('anything', { text: '', start: 0, end: 0 })).toBeNull();
  });
});
