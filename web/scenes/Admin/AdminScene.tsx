import type { ComponentType } from 'react';
import { Anchor, Tabs } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '@web/components/PageFrame';
import { AuditLogTab } from './AuditLogTab';
import { FeedbackTab } from './FeedbackTab';
import { SupportTab } from './SupportTab';
import { UsersTab } from './UsersTab';

/** One tab of the admin page: its value in the URL (?tab=…), its label and what it shows. */
type TAdminTab = { value: string; label: string; Panel: ComponentType };

/**
 * The admin page's tabs, in order; the first is the default. Add a tab by adding an entry here
 * (its panel in a file of its own in this folder).
 */
const ADMIN_TABS: TAdminTab[] = [
  { value: 'users', label: 'Users', Panel: UsersTab },
  { value: 'audit', label: 'Audit log', Panel: AuditLogTab },
  { value: 'feedback', label: 'Feedback', Panel: FeedbackTab },
  { value: 'support', label: 'Support', Panel: SupportTab },
];

/** /admin: the installation owner's page (administrators only; the guard sends others to /dashboard, the server checks too). */
export function AdminScene() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active = ADMIN_TABS.find((tab) => tab.value === asked) ?? ADMIN_TABS[0]!;

  return (
    <PageFrame title="Admin" description="Accounts with their plans, credits, runs and expiry, the audit log of every change, feedback and support threads.">
      <Anchor component={Link} to="/admin/flags" size="sm">
        Feature flags →
      </Anchor>
      <Tabs value={active.value} onChange={(value) => value && setParams({ tab: value })} keepMounted={false}>
        <Tabs.List>
          {ADMIN_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ADMIN_TABS.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            <tab.Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </PageFrame>
  );
}
