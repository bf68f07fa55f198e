import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '@web/api/client';
import { useJoinTeam } from '@web/api/teams';
import { PageFrame } from '@web/components/PageFrame';
import { showAlert } from '@web/state/alerts';
import { useCurrentUser } from '@web/state/currentUser';
import { writeLocal } from '@web/state/localStore';
import { teamModeKey } from '@web/state/teamMode';
import { JOIN_LINK_INCOMPLETE, joinedMessage } from './joinMessages';

/**
 * /join?team_id: accepts the invitation of the signed-in user's email (signed-out visitors come
 * back here from /login with the same team_id). Joined: the dashboard, in team mode; refused: why.
 */
export function JoinScene() {
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const teamId = search.get('team_id')?.trim() ?? '';
  const join = useJoinTeam(user.uid);
  const navigate = useNavigate();
  // One request per visit, even when React runs the effect twice.
  const asked = useRef(false);

  useEffect(() => {
    if (!teamId || asked.current) return;
    asked.current = true;
    join.mutate(teamId, {
      onSuccess: (team) => {
        // A member works in the team by default; an earlier "off" must not hide the team just joined.
        writeLocal(teamModeKey(user.uid), 'on');
        showAlert(joinedMessage(team.admin_email), 'success');
        navigate('/dashboard', { replace: true });
      },
    });
  }, [teamId, join, navigate, user.uid]);

  return (
    <PageFrame title="Join a team" description="Accept an invitation to join a team and share its plan, projects and docs.">
      {!teamId ? (
        <Alert color="red" title="We could not join you to a team">
          {JOIN_LINK_INCOMPLETE}
        </Alert>
      ) : join.isError ? (
        <Alert color="red" title="We could not join you to this team">
          <Text size="sm">{errorMessage(join.error)}</Text>
          <Text size="sm" mt="xs">
            You are signed in as {user.email}.
          </Text>
        </Alert>
      ) : (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>Joining the team…</Text>
        </Group>
      )}
      {!teamId || join.isError ? (
        <Group>
          <Button component={Link} to="/dashboard" variant="default">
            Go to the dashboard
          </Button>
        </Group>
      ) : null}
    </PageFrame>
  );
}
