import type { TContext } from '../context';
import type { TSessionUser } from '../auth/sessionUser';
import { forbidden } from '../errors';
import { evaluateFlagsOf } from '../policies/pageFlag';
import { countBrandVoices, type TBrandVoicePool } from './brandVoiceStore';

/** What the person may keep in this mode: the page flag, the limit (flag brand-voice-limit, -1 unlimited) and how many they have. */
export type TBrandVoiceAllowance = { pageOn: boolean; limit: number; count: number; canCreate: boolean };

/** Whether a pool with `count` voices may add one under `limit` (-1: unlimited). */
export const hasRoomFor = (limit: number, count: number) => limit === -1 || count < limit;

/**
 * The brand voice flags of this account in this mode (team mode: the team's plan), and the pool's
 * count. A limit flag that failed reads as 0 (spec §5: no value), so nothing more is created.
 */
export async function brandVoiceAllowance(ctx: TContext, user: TSessionUser, pool: TBrandVoicePool): Promise<TBrandVoiceAllowance> {
  const [flags, count] = await Promise.all([
    evaluateFlagsOf(ctx, user.id, ['brand-voice', 'brand-voice-limit'], Boolean(pool.teamId)),
    countBrandVoices(ctx.db, pool),
  ]);
  const pageOn = flags['brand-voice'] === true;
  const limitFlag = flags['brand-voice-limit'];
  const limit = typeof limitFlag === 'number' ? limitFlag : 0;
  return { pageOn, limit, count, canCreate: pageOn && hasRoomFor(limit, count) };
}

/** The brand voice page's flag holds for its calls too (403 when off). */
export function assertBrandVoicePage(allowance: TBrandVoiceAllowance): void {
  if (!allowance.pageOn) throw forbidden('Brand voices are not available on your plan.');
}

/** What a person at their plan's limit reads. */
export function brandVoiceLimitMessage(limit: number): string {
  return `Your plan keeps ${limit} brand voice${limit === 1 ? '' : 's'}. Delete one, or upgrade your plan, to add another.`;
}
