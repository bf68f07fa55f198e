import { describe, expect, it } from 'vitest';
import { brandVoiceLimitFor, canAddBrandVoice } from './brandVoiceLimit';
import { PLAN_LIST } from './planTable';
import { specBrandVoiceLimit } from './testing/specFacts';

describe('brand voice limit (spec §6)', () => {
  it.each(PLAN_LIST)('$id', (plan) => {
    const limit = brandVoiceLimitFor(plan.id);
    const stated = specBrandVoiceLimit(plan.id);
    if (stated !== 'unstated') expect(limit).toBe(stated);
    if (limit === -1) {
      expect(canAddBrandVoice(plan.id, 10_000)).toBe(true);
    } else {
      expect(canAddBrandVoice(plan.id, limit)).toBe(false);
      if (limit > 0) expect(canAddBrandVoice(plan.id, limit - 1)).toBe(true);
    }
  });
});
