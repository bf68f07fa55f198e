import { useCurrentUser } from './currentUser';
import { useTeamMode } from './teamMode';

type TOwnerUser = { uid: string; teamAdminId: string | null };

/**
 * Whose integrations a call names (spec §7 `uid`): the team admin's while team mode is on, since a
 * member publishes through the admin's connections; the person's own otherwise.
 */
export function integrationsUid(user: TOwnerUser, teamMode: boolean): string {
  return teamMode && user.teamAdminId ? user.teamAdminId : user.uid;
}

/** The `uid` the integrations calls carry for the signed-in user in the current mode. */
export function useIntegrationsUid(): string {
  const user = useCurrentUser();
  return integrationsUid(user, useTeamMode(user));
}
