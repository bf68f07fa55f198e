import { Alert, Anchor, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TTeamDetailsRecord } from '@core/api/teams';
import { formatCredits } from '@core/api/users';
import { errorMessage } from '@web/api/client';
import { useTeamDetails, useTeamUsage } from '@web/api/teams';
import { PageFrame } from '@web/components/PageFrame';
import { useCurrentUser } from '@web/state/currentUser';
import { InviteMemberForm } from './InviteMemberForm';
import { JoinLink } from './JoinLink';
import { TeamPeopleList } from './TeamPeopleList';
import { AccountTabs } from '@web/scenes/Account/AccountTabs';

const DESCRIPTION = 'Who shares your team’s plan, credits and docs. The admin invites and removes members, hands the admin role over and sees each member’s usage this month.';

/** The team's plan, seats and shared credits in one line each. */
function TeamFacts({ team }: { team: TTeamDetailsRecord }) {
  const seats = team.members.length + team.invitations.length;
  return (
    <Stack gap={2}>
      <Text>
        Plan: <b>{team.plan_details?.display_name ?? team.plan_name ?? 'none'}</b>
        {team.expired ? ' (ended: renew it to invite or let members in)' : ''}
      </Text>
      <Text>
        Seats: {seats} of {team.max_members} taken{team.invitations.length > 0 ? ` (${team.invitations.length} by invitations)` : ''}
      </Text>
      <Text>
        Team credits used: {formatCredits(team.team_credits_used)} of {formatCredits(team.team_credit_limit)}
      </Text>
      <Text c="dimmed" size="sm">
        Admin: {team.admin_email}
      </Text>
    </Stack>
  );
}

/** /account/team (spec §2 account team tab): the team's members; its admin invites and removes them. */
export function AccountTeamScene() {
  const user = useCurrentUser();
  const team = useTeamDetails(user.teamId);
  // Each member's usage is the admin's to see (policies.read_usage); the server refuses anyone else.
  const usage = useTeamUsage(user.teamId ?? '', team.data?.policies.read_usage === true);

  if (!user.teamId) {
    return (
      <PageFrame title="Team" description={DESCRIPTION}>
        <AccountTabs />
        <Text>
          You are not in a team. Team plans come with a team you lead (see{' '}
          <Anchor component={Link} to="/pricing">
            plans
          </Anchor>
          ); to join someone else’s, open the join link their admin sends you.
        </Text>
      </PageFrame>
    );
  }

  // The server's team rule decides who manages members (policies.update: the admin).
  const canManage = team.data?.policies.update === true;
  return (
    <PageFrame title="Team" description={DESCRIPTION}>
      <AccountTabs />
      {team.isPending ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>Loading your team…</Text>
        </Group>
      ) : team.isError ? (
        <Alert color="red" title="We could not load your team">
          {errorMessage(team.error)}
        </Alert>
      ) : (
        <>
          <TeamFacts team={team.data} />
          {canManage ? (
            <Paper withBorder radius="md" p="md">
              <Stack gap="md">
                <InviteMemberForm teamId={team.data.team_id} seatsLeft={team.data.max_members - team.data.members.length - team.data.invitations.length} />
                <JoinLink teamId={team.data.team_id} />
                <Text size="sm" c="dimmed">
                  Turn on Team Mode in the profile menu to write docs everyone in the team can open.
                </Text>
              </Stack>
            </Paper>
          ) : null}
          {usage.isError ? (
            <Alert color="red" title="We could not load each member’s usage">
              {errorMessage(usage.error)}
            </Alert>
          ) : null}
          <TeamPeopleList team={team.data} canManage={canManage} usage={usage.data} />
        </>
      )}
    </PageFrame>
  );
}
