import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TTeamDetailsRecord } from '@core/api/teams';
import { errorMessage } from '@web/api/client';
import { useRemoveMember } from '@web/api/teams';
import { showAlert, showSnackbar } from '@web/state/alerts';
import { askConfirmation } from '@web/state/confirm';

type TPerson = { key: string; email: string; name: string | null; role: 'Admin' | 'Member' | 'Invited' };

/** Members first (the admin at the top, as joined), then invitations still waiting. */
function peopleOf(team: TTeamDetailsRecord): TPerson[] {
  return [
    ...team.members.map((member) => ({ key: member.unique_id, email: member.email, name: member.name, role: member.admin ? ('Admin' as const) : ('Member' as const) })),
    ...team.invitations.map((invitation) => ({ key: `invited:${invitation.email}`, email: invitation.email, name: null, role: 'Invited' as const })),
  ];
}

/** Who is in the team; the admin may remove members and invitations, members only read. */
export function TeamPeopleList({ team, canManage }: { team: TTeamDetailsRecord; canManage: boolean }) {
  const remove = useRemoveMember(team.team_id);

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
              </div>
              <Badge variant={person.role === 'Invited' ? 'outline' : 'light'} color={person.role === 'Admin' ? 'grape' : undefined}>
                {person.role}
              </Badge>
            </Group>
            {canManage && person.role !== 'Admin' ? (
              <Button variant="subtle" color="red" size="xs" onClick={() => void confirmRemove(person)} aria-label={`Remove ${person.email}`}>
                Remove
              </Button>
            ) : null}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
