import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZTeamDetailsRecord, ZTeamUsageRecord, type TTeamDetailsRecord } from '@core/api/teams';
import { apiJson } from './client';
import { userKey } from './users';

export const teamKey = (teamId: string) => ['team', teamId] as const;

/** GET /api/fetch/team/details: the team's members, seats, pool and (for its admin) invitations. */
export function useTeamDetails(teamId: string | null) {
  return useQuery({
    queryKey: teamKey(teamId ?? ''),
    queryFn: () => apiJson('/api/fetch/team/details', ZTeamDetailsRecord, { query: { team_id: teamId ?? '' } }),
    enabled: Boolean(teamId),
  });
}

/** The admin invites an email address; the answer is the whole team again. */
export function useInviteMember(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiJson('/api/add/team/member', ZTeamDetailsRecord, { method: 'POST', body: { team_id: teamId, email } }),
    onSuccess: (team: TTeamDetailsRecord) => client.setQueryData(teamKey(teamId), team),
  });
}

/** The admin removes a member or an invitation by email. */
export function useRemoveMember(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiJson('/api/delete/team/member', ZTeamDetailsRecord, { method: 'DELETE', query: { team_id: teamId, email } }),
    onSuccess: (team: TTeamDetailsRecord) => client.setQueryData(teamKey(teamId), team),
  });
}

/** GET /api/fetch/team/usage: each member's credits, words and runs in the team's pool this month (the admin only). */
export function useTeamUsage(teamId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['team-usage', teamId],
    queryFn: () => apiJson('/api/fetch/team/usage', ZTeamUsageRecord, { query: { team_id: teamId } }),
    enabled,
  });
}

/** The admin hands the admin role to a member; the user record is read again (team mode and the admin's tools follow the role). */
export function useTransferAdmin(teamId: string, uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uniqueId: string) => apiJson('/api/update/team/admin', ZTeamDetailsRecord, { method: 'POST', body: { team_id: teamId, unique_id: uniqueId } }),
    onSuccess: async (team: TTeamDetailsRecord) => {
      client.setQueryData(teamKey(teamId), team);
      client.removeQueries({ queryKey: ['team-usage', teamId] });
      await client.invalidateQueries({ queryKey: userKey(uid) });
    },
  });
}

/** Accepts the invitation of the signed-in user's email; the user record is read again for its team. */
export function useJoinTeam(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => apiJson('/api/join/team', ZTeamDetailsRecord, { method: 'POST', body: { team_id: teamId } }),
    onSuccess: async (team: TTeamDetailsRecord) => {
      client.setQueryData(teamKey(team.team_id), team);
      await client.invalidateQueries({ queryKey: userKey(uid) });
    },
  });
}
