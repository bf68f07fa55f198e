import { describe, expect, it } from 'vitest';
import { canCopyOrDownload } from './copyRule';
import { PLAN_LIST } from './planTable';
import { specIsPaid } from './testing/specFacts';

describe('copy/download (spec §5: a non-free plan, or team mode)', () => {
  it.each(PLAN_LIST)('$id', (plan) => {
    expect(canCopyOrDownload({ userPlan: plan.id, teamMode: false })).toBe(specIsPaid(plan.id));
    expect(canCopyOrDownload({ userPlan: plan.id, teamMode: true })).toBe(true);
  });

  it('refuses a missing or unknown plan outside team mode', () => {
    expect(canCopyOrDownload({ userPlan: null, teamMode: false })).toBe(false);
    expect(canCopyOrDownload({ userPlan: 'gold_plan_2030', teamMode: false })).toBe(false);
    expect(canCopyOrDownload({ userPlan: 'forever_free_2024', teamMode: false })).toBe(false);
  });
});
