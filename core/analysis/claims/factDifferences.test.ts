import { describe, expect, it } from 'vitest';
import { factDifferences } from './factDifferences';

describe('factDifferences', () => {
  it('finds the issue example: completed in 1887 against completed in March 1889', () => {
    expect(factDifferences('The tower was completed in 1887.', 'Construction was completed in March 1889.')).toEqual([
      { kind: 'date', claim: '1887', passage: 'March 1889', claimStart: 27, claimEnd: 31, passageStart: 30, passageEnd: 40 },
    ]);
  });

  it('says nothing when the dates agree as far as both go', () => {
    expect(factDifferences('The tower was completed in March 1889.', 'Construction was completed in 1889.')).toEqual([]);
    expect(factDifferences('The tower was completed in 1889.', 'It was completed on 31 March 1889.')).toEqual([]);
  });

  it('says nothing when the passage has no corresponding fact', () => {
    expect(factDifferences('The tower was completed in 1887.', 'The tower is in Paris.')).toEqual([]);
    // A date, but about something else (no word in common near it).
    expect(factDifferences('The tower was completed in 1887.', 'The fair opened in 1889.')).toEqual([]);
    // A number is no date.
    expect(factDifferences('The tower was completed in 1887.', 'It was completed by 1887 workers.')).toEqual([]);
  });

  it('compares amounts in the same unit, within the rounding the writer used', () => {
    expect(factDifferences('The firm employs 4,000 people.', 'The firm employs 3,987 people.')).toEqual([]);
    expect(factDifferences('The firm employs 4,000 people.', 'Today the firm employs 5,200 people.')).toMatchObject([
      { kind: 'number', claim: '4,000', passage: '5,200' },
    ]);
    expect(factDifferences('Sales grew 12% in 2020.', 'Sales grew 12.4% in 2020.')).toEqual([]);
    expect(factDifferences('Sales grew 12% last year.', 'Sales grew 15 km last year.')).toEqual([]);
    expect(factDifferences('The city has about 2.1 million residents.', 'The city has 2,161,000 residents.')).toEqual([]);
  });

  it('picks the passage fact whose surrounding words match, among several', () => {
    const passage = 'The fair opened in 1889. The tower was designed in 1884 and completed in 1889.';
    expect(factDifferences('The tower was designed in 1886.', passage)).toMatchObject([{ claim: '1886', passage: '1884', passageStart: 51 }]);
  });
});
