import type { TPromptTemplateScope } from '@web/api/promptTemplates';
import { useCurrentUser } from '@web/state/currentUser';
import { useTeamMode } from '@web/state/teamMode';

/** The signed-in user and, in team mode, their team (templates are shared to it). */
export function usePromptTemplateScope(): TPromptTemplateScope & { teamMode: boolean; hasTeam: boolean; byok: boolean } {
  const user = useCurrentUser();
  const teamMode = useTeamMode(user);
  return { uid: user.uid, teamId: teamMode ? user.teamId : null, teamMode, hasTeam: Boolean(user.teamId), byok: Boolean(user.userPlan?.includes('byok')) };
}
