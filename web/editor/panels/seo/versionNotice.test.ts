import { describe, expect, it } from 'vitest';
import { SCORING_VERSION } from '@core/analysis/seo/scoreVersion';
import { scoringVersionNotice } from './versionNotice';

describe('scoringVersionNotice', () => {
  it('says so only when the brief was made under other scoring rules', () => {
    expect(scoringVersionNotice(SCORING_VERSION, SCORING_VERSION)).toBeNull();
    expect(scoringVersionNotice(undefined, SCORING_VERSION)).toBeNull();
    expect(scoringVersionNotice(1, 2)).toBe(
      'This brief was made under scoring version 1; the score now follows version 2, so it may differ from the score seen then. Rebuild the brief to keep a snapshot of this version.',
    );
  });
});
