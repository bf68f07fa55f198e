import { describe, expect, it } from 'vitest';
import type { TCheckedClaim } from '@core/api/factcheck';
import { claimMarks } from './claimMarks';

const claim = (id: string, verdict: TCheckedClaim['verdict']): TCheckedClaim => ({
  id,
  text: 'x',
  start: 0,
  end: 1,
  statement: 'x',
  kinds: [],
  verdict,
  reasoning: null,
  correction: null,
  cited: [],
  passages: [],
  gaps: [],
  reused: false,
});

describe('claimMarks', () => {
  it('marks each claim still in the doc by its verdict, the focused one stronger', () => {
    const marks = claimMarks(
      [
        { claim: claim('a', 'supported'), place: { start: 0, end: 5 } },
        { claim: claim('b', 'contradicted'), place: { start: 7, end: 12 } },
        { claim: claim('c', 'waiting'), place: null },
      ],
      'b',
    );
    expect(marks).toEqual([
      { from: 0, to: 5, className: 'lf-claim lf-claim-supported', title: 'Claim: Supported' },
      { from: 7, to: 12, className: 'lf-claim lf-claim-contradicted lf-claim-focus', title: 'Claim: Contradicted' },
    ]);
  });
});
