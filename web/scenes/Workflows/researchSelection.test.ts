import { describe, expect, it } from 'vitest';
import { groupQuestions, isSelected, MAX_SELECTED, moreKeywords, toggleSelected } from './researchSelection';

describe('toggleSelected', () => {
  it('adds an item, and takes it out again whatever its case or spacing', () => {
    const one = toggleSelected([], 'Cold brew keeps 2 weeks.');
    expect(one).toEqual(['Cold brew keeps 2 weeks.']);
    expect(isSelected(one, 'cold brew  keeps 2 weeks.')).toBe(true);
    expect(toggleSelected(one, ' cold brew keeps 2 WEEKS. ')).toEqual([]);
  });

  it('adds nothing past the limit, but still removes', () => {
    const full = Array.from({ length: MAX_SELECTED }, (_, index) => `fact ${index}`);
    expect(toggleSelected(full, 'one more')).toBe(full);
    expect(toggleSelected(full, 'fact 3')).toHaveLength(MAX_SELECTED - 1);
  });
});

describe('moreKeywords', () => {
  it('shows ten more, never more than were found or than the contract keeps', () => {
    expect(moreKeywords(10, 35)).toBe(20);
    expect(moreKeywords(30, 35)).toBe(35);
    expect(moreKeywords(40, 80)).toBe(50);
    expect(moreKeywords(10, 0)).toBe(1);
  });
});

describe('groupQuestions', () => {
  it('groups by source in a fixed order and leaves empty groups out', () => {
    const groups = groupQuestions([
      { text: 'Is it strong?', source: 'reddit', url: null },
      { text: 'How long does it keep?', source: 'search', url: null },
      { text: 'Why cold?', source: 'reddit', url: 'https://reddit.com/x' },
    ]);
    expect(groups.map((group) => [group.label, group.questions.length])).toEqual([
      ['Search', 1],
      ['Reddit', 2],
    ]);
  });
});
