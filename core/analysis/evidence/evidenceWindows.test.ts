import { describe, expect, it } from 'vitest';
import { verifySpan } from '../claims';
import { evidenceWindows } from './evidenceWindows';

const PAGE = [
  'Paris has many landmarks along the Seine.',
  'The Eiffel Tower was completed in March 1889 for the World Fair.',
  'It is 330 metres tall today.',
  'The Louvre opened as a museum in 1793.',
].join(' ');

describe('evidenceWindows', () => {
  it('finds the sentence about the claim, as an exact span of the source', () => {
    const [best, ...rest] = evidenceWindows('The Eiffel Tower was completed in 1887.', PAGE);
    expect(best!.text).toBe('The Eiffel Tower was completed in March 1889 for the World Fair.');
    expect(verifySpan(PAGE, best!)).toBe(true);
    expect(best!.relevance).toBeGreaterThan(0.5);
    expect(rest.every((window) => verifySpan(PAGE, window))).toBe(true);
  });

  it('takes the sentence before when it names what the next one says', () => {
    const windows = evidenceWindows('The Eiffel Tower is 330 metres tall.', PAGE);
    expect(windows[0]!.text).toBe('The Eiffel Tower was completed in March 1889 for the World Fair. It is 330 metres tall today.');
  });

  it('needs every name of the claim: a passage about another landmark is no evidence', () => {
    expect(evidenceWindows('The Colosseum was completed in 80 AD.', PAGE)).toEqual([]);
    expect(evidenceWindows('The Eiffel Tower opened in 1889.', 'The Louvre opened in 1793 and the Tower of London long before.')).toEqual([]);
  });

  it('reads an unpunctuated tail, cuts long sentences at a word and keeps windows apart', () => {
    const source = `Intro line. The Eiffel Tower was completed in March 1889 ${'and more words follow here '.repeat(40)}`;
    const [window] = evidenceWindows('The Eiffel Tower was completed in 1889.', source);
    expect(window!.text.length).toBeLessThanOrEqual(600);
    expect(verifySpan(source, window!)).toBe(true);
    const windows = evidenceWindows('The Eiffel Tower was completed in 1889.', PAGE, 5);
    for (const a of windows) for (const b of windows) if (a !== b) expect(a.end <= b.start || b.end <= a.start).toBe(true);
  });

  it('finds nothing in an empty source or for a claim of function words', () => {
    expect(evidenceWindows('The Eiffel Tower was completed in 1887.', '')).toEqual([]);
    expect(evidenceWindows('It was there.', PAGE)).toEqual([]);
  });
});
