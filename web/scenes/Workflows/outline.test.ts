import { describe, expect, it } from 'vitest';
import { WORKFLOW_LIMITS } from '@core/api/workflows';
import { applyTalkingPoints, linesToItems, moveItem, newSection, sectionsFromHeadings } from './outline';

describe('moveItem', () => {
  it('moves an item down and up', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('clamps a target past the ends and ignores an unknown source', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('never changes the list it was given', () => {
    const list = ['a', 'b'];
    moveItem(list, 0, 1);
    expect(list).toEqual(['a', 'b']);
  });
});

describe('sections', () => {
  it('makes sections with their own ids from headings, blank ones left out, up to the limit', () => {
    const sections = sectionsFromHeadings(['What is cold brew?', '  ', 'How long to steep']);
    expect(sections.map((section) => section.heading)).toEqual(['What is cold brew?', 'How long to steep']);
    expect(new Set(sections.map((section) => section.id)).size).toBe(2);
    expect(sectionsFromHeadings(Array.from({ length: 30 }, (_, index) => `H${index}`))).toHaveLength(WORKFLOW_LIMITS.sections);
  });

  it('puts talking points on their subheadings by heading, else by position', () => {
    const sections = [newSection('What is cold brew?'), newSection('How long to steep')];
    const matched = applyTalkingPoints(sections, [{ heading: 'how long to  steep', points: ['12 to 24 hours', ' '] }]);
    expect(matched[1]!.points).toEqual(['12 to 24 hours']);
    expect(matched[0]!.points).toEqual([]);
    const positional = applyTalkingPoints(sections, [
      { heading: 'Intro', points: ['A'] },
      { heading: 'Steeping', points: ['B'] },
    ]);
    expect(positional.map((section) => section.points)).toEqual([['A'], ['B']]);
    expect(positional[0]!.id).toBe(sections[0]!.id);
  });

  it('reads one item a line', () => {
    expect(linesToItems(' one \n\n two\n', 5)).toEqual(['one', 'two']);
    expect(linesToItems('a\nb\nc', 2)).toEqual(['a', 'b']);
  });
});
