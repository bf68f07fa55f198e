import { describe, expect, it } from 'vitest';
import { closeMatches } from './closeMatches';

describe('closeMatches', () => {
  const ids = ['pro_monthly_usd', 'pro_annual_usd', 'team_monthly_usd', 'forever_free_plan'];

  it('finds ids that contain the value, then near misspellings', () => {
    expect(closeMatches('pro_monthly', ids)).toEqual(['pro_monthly_usd']);
    expect(closeMatches('forever_fre_plan', ids)).toEqual(['forever_free_plan']);
  });

  it('finds nothing for unrelated or empty values', () => {
    expect(closeMatches('enterprise_gold', ids)).toEqual([]);
    expect(closeMatches('  ', ids)).toEqual([]);
  });
});
