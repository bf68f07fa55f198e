import { describe, expect, it } from 'vitest';
import { integrationsForPlan, planIncludesIntegration } from './integrations';
import { PLAN_LIST } from './planTable';
import { INTEGRATION_IDS } from './planTypes';

describe('integrations by plan (spec §6: limited to some plans)', () => {
  it.each(PLAN_LIST)('$id', (plan) => {
    const included = integrationsForPlan(plan.id);
    for (const integration of INTEGRATION_IDS) {
      expect(planIncludesIntegration(plan.id, integration)).toBe(included.includes(integration));
    }
    // Every plan that has pages beyond the no-user case can connect Search Console.
    expect(planIncludesIntegration(plan.id, 'googlesearchconsole')).toBe(plan.family !== 'no_user');
    if (plan.family === 'team' || plan.family === 'agency') expect(included).toEqual(INTEGRATION_IDS);
  });

  it('limits some plans', () => {
    expect(PLAN_LIST.some((plan) => plan.integrations.length < INTEGRATION_IDS.length && plan.family !== 'no_user')).toBe(true);
  });
});
