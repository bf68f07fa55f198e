import { describe, expect, it } from 'vitest';
import { defaultModelFor } from './defaultModels';
import { PLAN_LIST } from './planTable';
import { specIsFree } from './testing/specFacts';

describe('default models (spec §9)', () => {
  it.each(PLAN_LIST)('$id', (plan) => {
    expect(defaultModelFor(plan.id, 'chat')).toBe('azure-gpt');
    expect(['claude', 'azure-gpt']).toContain(defaultModelFor(plan.id, 'workflow'));
    // Our choice: free plans and byok (an OpenAI key) run workflows on azure-gpt.
    if (specIsFree(plan.id) || plan.family === 'byok' || plan.family === 'no_user') {
      expect(defaultModelFor(plan.id, 'workflow')).toBe('azure-gpt');
    }
  });

  it('gives both workflow defaults to some plan', () => {
    const workflows = new Set(PLAN_LIST.map((plan) => defaultModelFor(plan.id, 'workflow')));
    expect([...workflows].sort()).toEqual(['azure-gpt', 'claude']);
  });
});
