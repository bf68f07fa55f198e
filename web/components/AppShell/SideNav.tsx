import { AppShell, Box, Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { Brand } from './Brand';
import { CreditsUsed } from './CreditsUsed';
import { useFlags } from '@web/state/flags';
import { isNavItemActive, NAV_ITEMS, visibleNavItems } from './navItems';
import { PlanButton } from './PlanButton';
import { ProfileMenu } from './ProfileMenu';
import { ProjectSwitcher } from './ProjectSwitcher';
import { SideNavLink } from './SideNavLink';

/** The navigation column of spec §2: project switcher, the tools (as feature flags allow), the plan button, credits and profile. */
export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const flags = useFlags();
  return (
    <>
      <AppShell.Section p="md" pb="xs">
        <Stack gap="md">
          <Box visibleFrom="sm">
            <Brand />
          </Box>
          <ProjectSwitcher onNavigate={onNavigate} />
        </Stack>
      </AppShell.Section>
      <AppShell.Section grow px="xs" style={{ overflowY: 'auto' }}>
        {visibleNavItems(NAV_ITEMS, flags).map((item) => (
          <SideNavLink
            key={item.to}
            to={item.to}
            label={item.label}
            icon={item.icon}
            active={isNavItemActive(item, pathname)}
            onClick={onNavigate}
          />
        ))}
      </AppShell.Section>
      <AppShell.Section p="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Stack gap="sm">
          <PlanButton onNavigate={onNavigate} />
          <CreditsUsed />
          <ProfileMenu onNavigate={onNavigate} />
        </Stack>
      </AppShell.Section>
    </>
  );
}
