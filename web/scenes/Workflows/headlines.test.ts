import { describe, expect, it } from 'vitest';
import { WORKFLOW_LIMITS } from '@core/api/workflows';
import { addCustomHeadline, appendHeadlines, headlineList, removeHeadline, renameHeadline, toggleSaved } from './headlines';

const state = { generated: ['How to Brew Cold Brew', 'Cold Brew in 5 Steps'], saved: ['Cold Brew in 5 Steps'], highlight: 'How to Brew Cold Brew' };

describe('appendHeadlines', () => {
  it('adds new ones after the earlier ones and skips repeats and blanks', () => {
    expect(appendHeadlines(state.generated, ['cold brew in 5  steps', ' ', 'Why Cold Brew Tastes Sweeter'])).toEqual([...state.generated, 'Why Cold Brew Tastes Sweeter']);
  });

  it('drops the oldest past the limit', () => {
    const many = Array.from({ length: WORKFLOW_LIMITS.headlines }, (_, index) => `Headline ${index}`);
    const next = appendHeadlines(many, ['Newest']);
    expect(next).toHaveLength(WORKFLOW_LIMITS.headlines);
    expect(next[0]).toBe('Headline 1');
    expect(next.at(-1)).toBe('Newest');
  });
});

describe('editing headlines', () => {
  it('renames everywhere the headline is, and ignores an empty edit', () => {
    const renamed = renameHeadline(state, 'How to Brew Cold Brew', 'How to Brew Cold Brew at Home');
    expect(renamed.generated[0]).toBe('How to Brew Cold Brew at Home');
    expect(renamed.highlight).toBe('How to Brew Cold Brew at Home');
    expect(renameHeadline(state, 'Cold Brew in 5 Steps', 'Five Steps').saved).toEqual(['Five Steps']);
    expect(renameHeadline(state, 'Cold Brew in 5 Steps', '   ')).toBe(state);
  });

  it('toggles a favourite and keeps removed favourites listed', () => {
    expect(toggleSaved(state.saved, 'cold brew in 5 steps')).toEqual([]);
    expect(toggleSaved(state.saved, 'How to Brew Cold Brew')).toEqual(['Cold Brew in 5 Steps', 'How to Brew Cold Brew']);
    expect(headlineList({ generated: ['A'], saved: ['B', 'a'] })).toEqual(['A', 'B']);
  });

  it('removes a chosen headline and unchooses it', () => {
    const removed = removeHeadline(state, 'How to Brew Cold Brew');
    expect(removed.generated).toEqual(['Cold Brew in 5 Steps']);
    expect(removed.highlight).toBeNull();
  });

  it('adds a typed headline and chooses it, or chooses the same one already listed', () => {
    expect(addCustomHeadline(state, 'My Own Headline')).toMatchObject({ highlight: 'My Own Headline', generated: [...state.generated, 'My Own Headline'] });
    expect(addCustomHeadline(state, 'cold brew in 5 steps').highlight).toBe('Cold Brew in 5 Steps');
  });
});
