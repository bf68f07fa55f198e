import type { QueryClient } from '@tanstack/react-query';
import type { TGenerationMode } from '@core/plans/access';
import { FAIR_USAGE_BLOCK_MS } from '@core/constants';
import { FAIR_USAGE_BLOCKED_MESSAGE } from '@core/errors';
import { fetchFairUsageStatus } from '@web/api/fairUsage';
import { userKey } from '@web/api/users';
import { createDialogStore } from './dialogStore';

/** A running fair-usage block (spec §4): which mode, and when it ends on this page's clock. */
export type TFairUsageBlock = { mode: TGenerationMode; endsAt: number; message: string };

const store = createDialogStore<TFairUsageBlock>();

/** Opens the restricted dialog for a block with `secondsLeft` to run (the server's count). */
export function openFairUsageBlock(mode: TGenerationMode, secondsLeft: number, message: string = FAIR_USAGE_BLOCKED_MESSAGE): void {
  store.open({ mode, endsAt: Date.now() + secondsLeft * 1_000, message });
}
export const closeFairUsageBlock = store.close;
export const getFairUsageBlock = store.get;
export const useFairUsageBlock = store.use;

/** Whole seconds left of a block at `now`, rounded up, never below 0: what the dialog counts down. */
export function blockSecondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1_000));
}

/**
 * Spec §8's answer to a 420 from a generation call (its gate checks fair usage; no page makes a
 * separate check before asking): refresh the user, whose fup_ratio drives the FUP banner, and
 * recheck the mode's status to count the block down. If the recheck fails, the block's full length
 * is shown, the longest it can have left.
 */
export async function recheckFairUsage(input: { client: QueryClient; uid: string; mode: TGenerationMode; fallbackMessage?: string }): Promise<void> {
  void input.client.invalidateQueries({ queryKey: userKey(input.uid) });
  const status = await fetchFairUsageStatus(input.uid, input.mode).catch(() => null);
  if (status && !status.blocked) return;
  openFairUsageBlock(input.mode, status?.seconds_left || FAIR_USAGE_BLOCK_MS / 1_000, status?.message ?? input.fallbackMessage);
}

