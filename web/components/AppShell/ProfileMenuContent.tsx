import { Box, Menu, Switch, Text } from '@mantine/core';
import { ChartLine, LogOut, Shield, User, Users } from 'lucide-react';
import { Link } from 'react-router';
import { hasTeamPages } from '@core/plans/access';
import { canAccessAnalytics } from '@core/plans/rules';
import type { TUser } from '@core/api/users';
import { setTeamMode, teamModeUnavailableReason, useTeamMode } from '@web/state/teamMode';
import { ShowFeedbackMenuItem } from '../feedback/ShowFeedbackMenuItem';
import { ProfileButton } from './ProfileButton';

type TProps = { user: TUser; onLogout: () => void; onNavigate: () => void; defaultOpened: boolean };

/** The profile menu (spec §2): Profile, the account team tab, the Team Mode toggle, Analytics, the admin page for administrators, and Logout. */
export function ProfileMenuContent({ user, onLogout, onNavigate, defaultOpened }: TProps) {
  const teamMode = useTeamMode(user);
  const teamModeBlocked = teamModeUnavailableReason(user);
  const analytics = canAccessAnalytics(user);

  return (
    <Menu position="top-start" width={260} defaultOpened={defaultOpened} withinPortal>
      <Menu.Target>
        <ProfileButton name={user.displayName} email={user.email} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/account/profile" onClick={onNavigate} leftSection={<User size={16} aria-hidden />}>
          Profile
        </Menu.Item>
        {user.teamId || hasTeamPages(user.userPlan) ? (
          <Menu.Item component={Link} to="/account/team" onClick={onNavigate} leftSection={<Users size={16} aria-hidden />}>
            Team
          </Menu.Item>
        ) : null}
        <Box px="sm" py={8}>
          <Switch
            label="Team Mode"
            description={teamModeBlocked ?? (teamMode ? 'Working on your team’s projects.' : 'Working on your own projects.')}
            checked={teamMode}
            disabled={Boolean(teamModeBlocked)}
            onChange={(event) => setTeamMode(user.uid, event.currentTarget.checked)}
          />
        </Box>
        {analytics ? (
          <Menu.Item component={Link} to="/account/analytics" onClick={onNavigate} leftSection={<ChartLine size={16} aria-hidden />}>
            Analytics
          </Menu.Item>
        ) : (
          <Menu.Item disabled leftSection={<ChartLine size={16} aria-hidden />}>
            Analytics
            <Text size="xs" c="dimmed">
              For team, lifetime and own-key plans.
            </Text>
          </Menu.Item>
        )}
        {user.isAdmin && (
          // The admin page links on to the feature flags page.
          <Menu.Item component={Link} to="/admin" onClick={onNavigate} leftSection={<Shield size={16} aria-hidden />}>
            Admin
          </Menu.Item>
        )}
        <ShowFeedbackMenuItem />
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<LogOut size={16} aria-hidden />} onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
