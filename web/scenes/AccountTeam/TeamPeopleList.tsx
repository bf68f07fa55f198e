import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TTeamDetailsRecord, TTeamUsageRecord } from '@core/api/teams';
import { errorMessage } from '@web/api/client';
import { useRemoveMember, useTransferAdmin } from '@web/api/teams';
import { showAlert, showSnackbar } from '@web/state/alerts';
import { askConfirmation } from '@web/state/confirm';
import { useCurrentUser } from '@web/state/currentUser';
import { MemberUsageLine } from './MemberUsageLine';

type TPerson = { key: string; id: string | null; email: string; name: string | null; role: 'Admin' | 'Member' | 'Invited' };

/** Members first (the admin at the top, as joined), then invitations still waiting. */
function peopleOf(team: TTeamDetailsRecord): TPerson[] {
  return [
    ...team.members.map((member) => ({ key: member.unique_id, id: member.unique_id, email: member.email, name: member.name, role: member.admin ? ('Admin' as const) : ('Member' as const) })),
    ...team.invitations.map((invitation) => ({ key: `invited:${invitation.email}`, id: null, email: invitation.email, name: null, role: 'Invited' as const })),
  ];
}

/**
 * Who is in the team; the admin may remove members and invitations and hand the admin role to a
 * member, and sees each member's usage this month (`usage`); members only read.
 */
export function TeamPeopleList({ team, canManage, usage }: { team: TTeamDetailsRecord; canManage: boolean; usage?: TTeamUsageRecord }) {
  const remove = useRemoveMember(team.team_id);
  const transfer = useTransferAdmin(team.team_id, useCurrentUser().uid);
  const canTransfer = team.policies.transfer_admin;

  async function confirmTransfer(person: TPerson) {
    const confirmed = await askConfirmation({
      title: 'Make this member the team admin?',
      message: `${person.name ?? person.email} will invite and remove members and see everyone’s usage, and the team’s plan will follow their purchases from now on. You stay in the team as a member and can no longer manage it.`,
      confirmLabel: 'Make admin',
      danger: true,
    });
    if (!confirmed || !person.id) return;
    transfer.mutate(person.id, {
      onSuccess: () => showSnackbar(`${person.email} is now the team admin`),
      onError: (error) => showAlert(errorMessage(error)),
    });
  }

  async function confirmRemove(person: TPerson) {
    const invitation = person.role === 'Invited';
    const confirmed = await askConfirmation({
      title: invitation ? 'Cancel invitation?' : 'Remove member?',
      message: invitation
        ? `${person.email} will no longer be able to join with the link.`
        : `${person.email} will lose access to the team’s docs and credits. Their own work stays theirs.`,
      confirmLabel: invitation ? 'Cancel invitation' : 'Remove member',
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(person.email, {
      onSuccess: () => showSnackbar(invitation ? `Cancelled the invitation of ${person.email}` : `Removed ${person.email}`),
      onError: (error) => showAlert(errorMessage(error)),
    });
  }

  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label="Team members" style={{ listStyle: 'none' }}>
      {peopleOf(team).map((person) => (
        <Paper component="li" key={person.key} withBorder radius="md" p="sm" pl="md" aria-label={person.email}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="sm" style={{ minWidth: 0 }}>
              <div style={{ minWidth: 0 }}>
                <Text fw={500} truncate>
                  {person.name ?? person.email}
                </Text>
                {person.name ? (
                  <Text size="sm" c="dimmed" truncate>
                    {person.email}
                  </Text>
                ) : null}
                {usage && person.id ? <MemberUsageLine usage={usage.members.find((line) => line.unique_id === person.id)} /> : null}
              </div>
              <Badge variant={person.role === 'Invited' ? 'outline' : 'light'} color={person.role === 'Admin' ? 'grape' : undefined}>
                {person.role}
              </Badge>
            </Group>
            <Group gap={4}>
              {canTransfer && person.role === 'Member' ? (
                <Button variant="subtle" size="xs" onClick={() => void confirmTransfer(person)} aria-label={`Make ${person.email} the team admin`} loading={transfer.isPending && transfer.variables === person.id}>
                  Make admin
                </Button>
              ) : null}
              {canManage && person.role !== 'Admin' ? (
                <Button variant="subtle" color="red" size="xs" onClick={() => void confirmRemove(person)} aria-label={`Remove ${person.email}`}>
                  Remove
                </Button>
              ) : null}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
