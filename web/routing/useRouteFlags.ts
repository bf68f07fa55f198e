import type { TUser } from '@core/api/users';
import { useUserFlags } from '@web/api/flags';
import { useLocalValue } from '@web/state/localStore';
import { resolveTeamMode, teamModeKey } from '@web/state/teamMode';

/**
 * The flags the route guard reads: the same query (and cache) the side navigation uses, for the
 * user's current team mode; undefined until the user and the flags have loaded.
 */
export function useRouteFlags(user: TUser | undefined): { flags: Record<string, unknown> | undefined; pending: boolean } {
  const stored = useLocalValue(user ? teamModeKey(user.uid) : null);
  const teamMode = user ? resolveTeamMode(stored, user) : false;
  const query = useUserFlags(user?.uid, teamMode);
  return { flags: query.data, pending: Boolean(user) && query.isPending };
}
