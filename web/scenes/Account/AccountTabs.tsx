import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { canAccessAnalytics } from '@core/plans/rules';
import { useCurrentUser } from '@web/state/currentUser';
import { useFlags } from '@web/state/flags';
import { accountTabs } from './accountTabs';

/** The account page's tab bar (Profile, Team, Analytics, API tokens), at the top of each account scene. */
export function AccountTabs() {
  const user = useCurrentUser();
  const tabs = accountTabs(useFlags(), canAccessAnalytics(user));
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabs.find((tab) => pathname.startsWith(tab.path))?.path ?? null;
  return (
    <Tabs value={active} onChange={(path) => path && navigate(path)} aria-label="Account pages">
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
