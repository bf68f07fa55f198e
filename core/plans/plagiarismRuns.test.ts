import { describe, expect, it } from 'vitest';
import { plagiarismRunsFor, planSupportsPlagiarism } from './plagiarismRuns';
import { PLAN_LIST } from './planTable';
import { specIsFree } from './testing/specFacts';

describe('plagiarism runs (spec §3, §8)', () => {
  it.each(PLAN_LIST)('$id', (plan) => {
    expect(plagiarismRunsFor(plan.id)).toBe(plan.plagiarismRunsAllowed);
    expect(planSupportsPlagiarism(plan.id)).toBe(plan.plagiarismRunsAllowed > 0);
    // Our choice: free plans, byok and the no-user case do not include it.
    const without = specIsFree(plan.id) || plan.family === 'byok' || plan.family === 'no_user';
    expect(planSupportsPlagiarism(plan.id)).toBe(!without);
  });
});
