import { describe, expect, it } from 'vitest';
import { countSyllables, gradeBandFor, readingStats } from './readingStats';

describe('readingStats', () => {
  it('has no score without words', () => {
    expect(readingStats('  \n ')).toEqual({ words: 0, sentences: 0, readingEase: null, gradeBand: null, readingMinutes: 0 });
  });

  it('scores short plain sentences as easy and long latinate ones as hard', () => {
    const easy = readingStats('The cat sat on the mat. It was a good day. We had fun.');
    const hard = readingStats(
      'Institutional considerations notwithstanding, the organizational restructuring necessitated comprehensive reevaluation of interdepartmental communication methodologies.',
    );
    expect(easy.readingEase!).toBeGreaterThan(90);
    expect(easy.sentences).toBe(3);
    expect(hard.readingEase!).toBeLessThan(10);
    expect(hard.gradeBand).toBe('Professional · extremely difficult');
  });

  it('treats blank lines as sentence ends and rounds reading time to whole minutes', () => {
    const stats = readingStats(`Heading\n\n${'word '.repeat(476)}`);
    expect(stats.sentences).toBe(2);
    expect(stats.words).toBe(477);
    expect(stats.readingMinutes).toBe(2);
  });

  it('counts syllables by vowel groups', () => {
    expect(countSyllables('cat')).toBe(1);
    expect(countSyllables('table')).toBe(2);
    expect(countSyllables('communication')).toBe(5);
    expect(gradeBandFor(65)).toBe('8th–9th grade · plain English');
  });
});
