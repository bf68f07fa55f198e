import { describe, expect, it } from 'vitest';
import { PLAN_LIST } from './planTable';
import { canSelectMore, selectionLimitsFor } from './selectionLimits';
import { specSelectionLimits } from './testing/specFacts';

describe('selection limits (spec §6)', () => {
  it.each(PLAN_LIST)('$id', (plan) => {
    const limits = selectionLimitsFor(plan.id);
    const stated = specSelectionLimits(plan.id);
    if (stated !== 'unstated') expect(limits).toEqual(stated);
    for (const kind of ['files', 'urls', 'domains'] as const) {
      if (limits[kind] > 0) expect(canSelectMore(plan.id, kind, limits[kind] - 1)).toBe(true);
      expect(canSelectMore(plan.id, kind, 0)).toBe(limits[kind] > 0);
      expect(canSelectMore(plan.id, kind, limits[kind])).toBe(false);
    }
  });

  it('lets nothing be selected without a plan', () => {
    expect(selectionLimitsFor(null)).toEqual({ files: 0, urls: 0, domains: 0 });
    expect(canSelectMore(undefined, 'files', 0)).toBe(false);
  });
});
