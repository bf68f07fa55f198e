import { describe, expect, it } from 'vitest';
import type { TFlagTraits } from '../plans/flagTraits';
import { overrideFor, overrideForEveryone, withOverride, withoutOverride, ZFlagOverrides, type TFlagOverride } from './overrides';

const traits: TFlagTraits = {
  planId: 'pro_monthly_usd',
  email: 'Writer@Example.com',
  teamMode: false,
  teamMember: false,
  teamPlan: 'agency_monthly_usd',
  teamId: 't1',
  ltdEntitlement: '',
};

describe('flag overrides', () => {
  it('takes the first override that names the plan or the email, or applies to everyone', () => {
    const overrides: TFlagOverride[] = [
      { value: 1, emails: ['someone@example.com'] },
      { value: 2, plans: ['agency_monthly_usd'] },
      { value: 3, emails: [' writer@example.com '] },
      { value: 4 },
    ];
    expect(overrideFor(overrides, traits)).toEqual({ value: 3 });
    expect(overrideFor(overrides, { ...traits, teamMode: true })).toEqual({ value: 2 });
    expect(overrideFor(overrides, { ...traits, email: 'x@example.com' })).toEqual({ value: 4 });
    expect(overrideFor(overrides.slice(0, 2), { ...traits, email: 'x@example.com' })).toBeUndefined();
  });

  it('keeps email overrides before plan overrides before the one for everyone, and replaces same targets', () => {
    let overrides = withOverride([], { value: 'all' });
    overrides = withOverride(overrides, { value: 'pro', plans: ['pro_monthly_usd'] });
    overrides = withOverride(overrides, { value: 'ada', emails: ['ada@example.com'] });
    overrides = withOverride(overrides, { value: 'pro2', plans: ['pro_monthly_usd'] });
    expect(overrides).toEqual([
      { value: 'ada', emails: ['ada@example.com'] },
      { value: 'pro2', plans: ['pro_monthly_usd'] },
      { value: 'all' },
    ]);
    expect(withoutOverride(overrides, { emails: ['ADA@example.com'] })).toEqual(overrides.slice(1));
    expect(withoutOverride(overrides, {})).toEqual(overrides.slice(0, 2));
  });

  it('validates the stored shape', () => {
    expect(ZFlagOverrides.safeParse([{ value: { a: [1, null] }, plans: ['x'] }]).success).toBe(true);
    expect(ZFlagOverrides.safeParse([{ plans: ['x'] }]).success).toBe(false);
    expect(ZFlagOverrides.safeParse('nope').success).toBe(false);
  });

  it('gives a signed-out caller only the override for everyone', () => {
    const targeted: TFlagOverride[] = [{ value: 1, emails: ['a@b.c'] }, { value: 2, plans: ['pro_monthly_usd'] }];
    expect(overrideForEveryone(targeted)).toBeUndefined();
    expect(overrideForEveryone([...targeted, { value: 3 }])).toEqual({ value: 3 });
  });
});
