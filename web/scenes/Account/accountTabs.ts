import type { TFlagValue } from '@core/flags/catalogue';

/** One tab of the account page. */
export type TAccountTab = { path: string; label: string };

/**
 * The account page's tabs (spec §2 "an account page with team and analytics tabs"): Profile and API
 * tokens always; Team and Analytics when the server's flags for the person allow those pages (the
 * same flags the route guard holds them to: account-team-tab, account-analytics-tab).
 */
export function accountTabs(flags: Record<string, TFlagValue> | undefined, analyticsAllowed: boolean): TAccountTab[] {
  const tabs: TAccountTab[] = [{ path: '/account/profile', label: 'Profile' }];
  if (flags?.['account-team-tab'] === true) tabs.push({ path: '/account/team', label: 'Team' });
  if (flags?.['account-analytics-tab'] === true && analyticsAllowed) tabs.push({ path: '/account/analytics', label: 'Analytics' });
  tabs.push({ path: '/account/api', label: 'API tokens' });
  return tabs;
}
