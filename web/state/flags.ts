import type { TFlagValue } from '@core/flags/catalogue';
import { useUserFlags } from '@web/api/flags';
import { useCurrentUser } from './currentUser';
import { useTeamMode } from './teamMode';

/** Flag id → value as the server evaluated it; undefined until the flags have loaded. */
export type TFlags = Record<string, TFlagValue> | undefined;

/** The signed-in user's flags in the current team mode; only inside the signed-in layout. */
export function useFlags(): TFlags {
  const user = useCurrentUser();
  const teamMode = useTeamMode(user);
  return useUserFlags(user.uid, teamMode).data;
}

/** One flag's value, undefined while loading (or when the call failed). */
export function useFlag(id: string): TFlagValue | undefined {
  return useFlags()?.[id];
}

/**
 * Whether something a boolean flag decides may show: only an explicit false hides it, so the screen
 * does not flicker while flags load. The server already answers false for a failed check (spec §8).
 */
export function flagAllows(value: TFlagValue | undefined): boolean {
  return value !== false;
}
