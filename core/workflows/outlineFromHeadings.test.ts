import { describe, expect, it } from 'vitest';
import { cleanHeading, outlineFromHeadings } from './outlineFromHeadings';

const PAGES = [
  ['Table of Contents', '1. What Is Sourdough Bread?', '2. Ingredients You Need', 'Step 3: Feed Your Starter', 'How to Shape the Dough', 'Conclusion', 'Related Posts', '12 Comments'],
  ['What is sourdough bread', 'Ingredients', 'Feeding your starter', 'Baking the loaf', 'Final thoughts', 'Share this'],
  ['Sourdough ingredients', 'Shaping the dough', 'Baking Your Loaf', 'Storing the bread', 'FAQ'],
];

describe('cleanHeading', () => {
  it('drops numbering, markdown marks and trailing colons', () => {
    expect(cleanHeading('1. What Is Sourdough?')).toBe('What Is Sourdough?');
    expect(cleanHeading('Step 3: Feed Your Starter')).toBe('Feed Your Starter');
    expect(cleanHeading('## Tip #4 – Use a scale:')).toBe('Use a scale');
    expect(cleanHeading('  Ingredients   you need: ')).toBe('Ingredients you need');
    // A count that belongs to the heading stays.
    expect(cleanHeading('10 Mistakes Beginners Make')).toBe('10 Mistakes Beginners Make');
  });

  it('drops page furniture and headings with nothing to say', () => {
    for (const furniture of ['Table of Contents', 'Related posts', 'You may also like', '12 Comments', 'Leave a Reply', 'Share this:', 'About the Author', 'Subscribe to our newsletter', '...', 'Jump to Recipe']) {
      expect(cleanHeading(furniture), furniture).toBeNull();
    }
    expect(cleanHeading('Conclusion')).toBe('Conclusion');
  });
});

describe('outlineFromHeadings', () => {
  it('groups the pages’ shared headings, ranks them by how many pages have them, and keeps the pages’ order with the close last', () => {
    const outline = outlineFromHeadings({ pages: PAGES, count: 6, headline: 'How to Make Sourdough Bread at Home', topic: 'sourdough bread' });
    expect(outline).toEqual(['What Is Sourdough Bread?', 'Ingredients You Need', 'Feed Your Starter', 'How to Shape the Dough', 'Baking the loaf', 'Conclusion']);
  });

  it('keeps the most shared when asked for fewer', () => {
    // Ingredients (3 pages), then the 2-page groups; one-page headings go first.
    const outline = outlineFromHeadings({ pages: PAGES, count: 3, headline: 'How to Make Sourdough Bread at Home' });
    expect(outline).toHaveLength(3);
    expect(outline).toContain('Ingredients You Need');
    expect(outline).not.toContain('Storing the bread');
    expect(outline).not.toContain('FAQ');
  });

  it('tells apart headings that share only the headline’s words or one generic word', () => {
    const outline = outlineFromHeadings({
      pages: [
        ['Tips for storing sourdough', 'Tips for feeding sourdough'],
        ['Sourdough tips for storing', 'Feeding tips for sourdough'],
      ],
      count: 6,
      topic: 'sourdough',
    });
    expect(outline).toEqual(['Tips for storing sourdough', 'Tips for feeding sourdough']);
  });

  it('orders sections as most pages that have both order them, not by where they fall on average', () => {
    const outline = outlineFromHeadings({
      pages: [
        ['Basics', 'Feeding', 'Shaping', 'Conclusion'],
        ['Basics', 'Feeding', 'Baking'],
        ['Shaping', 'Baking', 'Storing', 'Freezing'],
      ],
      count: 5,
    });
    expect(outline).toEqual(['Basics', 'Feeding', 'Shaping', 'Baking', 'Conclusion']);
  });

  it('uses the wording most pages wrote', () => {
    const outline = outlineFromHeadings({ pages: [['Choosing flour'], ['Choosing Flour'], ['choosing flour'], ['Flour choosing']], count: 3 });
    expect(outline).toEqual(['Choosing flour']);
  });

  it('is empty with no headings, or only furniture', () => {
    expect(outlineFromHeadings({ pages: [], count: 6 })).toEqual([]);
    expect(outlineFromHeadings({ pages: [['Comments', 'Share'], []], count: 6 })).toEqual([]);
  });
});
