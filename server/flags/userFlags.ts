import type { TDatabase } from '../db/database';
import { loadFlagUser } from '../queries/flagUserLoader';
import type { FlagService, TFlagMap } from './flagService';

/** What a flag check needs: the database to read the user's plan and team, and the flag service. */
export type TFlagDeps = { database: TDatabase; flags: FlagService };

/** Every flag evaluated for this account in this mode, or null when the account does not exist. */
export async function evaluateUserFlags(
  ctx: TFlagDeps,
  userId: string,
  options: { teamMode: boolean },
): Promise<TFlagMap | null> {
  const user = await loadFlagUser(ctx.database, userId);
  if (!user) return null;
  return ctx.flags.evaluateAll(user, options);
}
