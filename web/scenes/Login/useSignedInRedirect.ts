import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { sessionKey } from '@web/api/session';

/**
 * After a sign-in or sign-up: reload the session, then go to the dashboard, or on to joining the
 * team when the visitor arrived from an invitation (spec §2, /join carries team_id).
 */
export function useSignedInRedirect(): () => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const teamId = search.get('team_id');
  return useCallback(async () => {
    await client.refetchQueries({ queryKey: sessionKey });
    navigate(teamId ? `/join?${new URLSearchParams({ team_id: teamId })}` : '/dashboard', { replace: true });
  }, [client, navigate, teamId]);
}
