import { describe, expect, it } from 'vitest';
import { accountTabs } from './accountTabs';

const labels = (...args: Parameters<typeof accountTabs>) => accountTabs(...args).map((tab) => tab.label);

describe('account tabs', () => {
  it('always show Profile and API tokens; Team and Analytics only when the server’s flags allow them', () => {
    expect(labels(undefined, true)).toEqual(['Profile', 'API tokens']);
    expect(labels({ 'account-team-tab': false, 'account-analytics-tab': false }, true)).toEqual(['Profile', 'API tokens']);
    expect(labels({ 'account-team-tab': true, 'account-analytics-tab': true }, true)).toEqual(['Profile', 'Team', 'Analytics', 'API tokens']);
    // The analytics route's guard (spec §6) still holds when the flag says yes.
    expect(labels({ 'account-team-tab': true, 'account-analytics-tab': true }, false)).toEqual(['Profile', 'Team', 'API tokens']);
  });

  it('point at the account pages', () => {
    expect(accountTabs({ 'account-team-tab': true, 'account-analytics-tab': true }, true).map((tab) => tab.path)).toEqual([
      '/account/profile',
      '/account/team',
      '/account/analytics',
      '/account/api',
    ]);
  });
});
