import { describe, expect, it } from 'vitest';
import { closeRunsExhausted, getRunsExhausted, openRunsExhausted } from './runsExhausted';

describe('runs-exhausted store', () => {
  it('holds the dialog data until closed', () => {
    openRunsExhausted({ type: 'team', runsLeft: 0, feature: 'content_optimization' });
    expect(getRunsExhausted()).toEqual({ type: 'team', runsLeft: 0, feature: 'content_optimization' });
    closeRunsExhausted();
    expect(getRunsExhausted()).toBeNull();
  });
});
