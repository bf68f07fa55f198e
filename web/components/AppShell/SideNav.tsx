import { AppShell, Box, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { Brand } from './Brand';
import { CreditsUsed } from './CreditsUsed';
import { useFlags } from '@web/state/flags';
import { isNavItemActive, NAV_ITEMS, visibleNavItems } from './navItems';
import { PlanButton } from './PlanButton';
import { ProfileMenu } from './ProfileMenu';
import { ProjectSwitcher } from './ProjectSwitcher';

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
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={18} aria-hidden />}
            active={isNavItemActive(item, pathname)}
            aria-current={isNavItemActive(item, pathname) ? 'page' : undefined}
            onClick={onNavigate}
            py={5}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
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
