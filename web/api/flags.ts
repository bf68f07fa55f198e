import { useQuery } from '@tanstack/react-query';
import { ZUserFlags } from '@core/api/flags';
import { apiJson } from './client';

/** The query key of one user's flags in one mode. */
export const flagsKey = (uid: string, teamMode: boolean) => ['flags', uid, teamMode] as const;

/** Flags change only when an administrator edits them: the server caches them for hours, the page for 10 minutes. */
const FLAGS_STALE_MS = 10 * 60_000;

/** Every feature flag, evaluated by the server for this user and mode (GET /api/fetch/user/flags); idle without a uid. */
export function useUserFlags(uid: string | undefined, teamMode: boolean) {
  return useQuery({
    queryKey: flagsKey(uid ?? '', teamMode),
    queryFn: async () =>
      (await apiJson('/api/fetch/user/flags', ZUserFlags, { query: { unique_id: uid ?? '', team_mode: String(teamMode) } })).flags,
    staleTime: FLAGS_STALE_MS,
    // Waits for the user record (the route guard asks before it has loaded).
    enabled: Boolean(uid),
  });
}
