import type { QueryClient } from '@tanstack/react-query';
import { ZFairUsageStatus, type TFairUsageStatus } from '@core/api/fairUsage';
import type { TGenerationMode } from '@core/plans/access';
import { FAIR_USAGE_BLOCK_MS } from '@core/constants';
import { ERRORS } from '@core/errors';
import { ApiError, apiJson } from '@web/api/client';
import { userKey } from '@web/api/users';
import { showAlert } from './alerts';
import { createDialogStore } from './dialogStore';

/** A running fair-usage block (spec §4): which mode, and when it ends on this page's clock. */
export type TFairUsageBlock = { mode: TGenerationMode; endsAt: number; message: string };

const store = createDialogStore<TFairUsageBlock>();

/** Opens the restricted dialog for a block with `secondsLeft` to run (the server's count). */
export function openFairUsageBlock(mode: TGenerationMode, secondsLeft: number, message: string = ERRORS.fair_usage_blocked.message): void {
  store.open({ mode, endsAt: Date.now() + secondsLeft * 1_000, message });
}
export const closeFairUsageBlock = store.close;
export const getFairUsageBlock = store.get;
export const useFairUsageBlock = store.use;

/** Whole seconds left of a block at `now`, rounded up, never below 0: what the dialog counts down. */
export function blockSecondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1_000));
}

export type TEnsureFairUsageInput = {
  client: QueryClient;
  uid: string;
  mode: TGenerationMode;
  /** The team's id in team mode (the server checks membership and uses the team's flags). */
  teamId?: string | null;
};

/**
 * Call before starting a generation: true to go ahead. Asks POST /api/fair/usage/check; on 420 it
 * refreshes the user (spec §8), rechecks the status for the seconds left and opens the restricted
 * dialog counting them down (the full 100 s if the recheck fails); on 403 (a mode the user's flags leave out) it shows the server's
 * message. Both answer false. Any other failure is thrown for the caller's handleGenerationFailure.
 */
export async function ensureFairUsage(input: TEnsureFairUsageInput): Promise<boolean> {
  const body = { unique_id: input.uid, mode: input.mode, ...(input.teamId ? { team_id: input.teamId } : {}) };
  try {
    await apiJson('/api/fair/usage/check', ZFairUsageStatus, { method: 'POST', body });
    return true;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 403 && error.code === 'mode_not_allowed') {
      showAlert(error.message, 'error');
      return false;
    }
    if (error.status !== 420) throw error;
    await recheckFairUsage({ ...input, fallbackMessage: error.message });
    return false;
  }
}

/**
 * Spec §8's answer to a 420 (from the check or from a generation call): refresh the user, whose
 * fup_ratio drives the FUP banner, and recheck the mode's status to count the block down. If the
 * recheck fails, the block's full length is shown, the longest it can have left.
 */
export async function recheckFairUsage(input: Omit<TEnsureFairUsageInput, 'teamId'> & { fallbackMessage?: string }): Promise<void> {
  void input.client.invalidateQueries({ queryKey: userKey(input.uid) });
  const status = await fairUsageStatus(input.uid, input.mode).catch(() => null);
  if (status && !status.blocked) return;
  openFairUsageBlock(input.mode, status?.seconds_left || FAIR_USAGE_BLOCK_MS / 1_000, status?.message ?? input.fallbackMessage);
}

function fairUsageStatus(uid: string, mode: TGenerationMode): Promise<TFairUsageStatus> {
  return apiJson('/api/fair/usage/status', ZFairUsageStatus, { query: { unique_id: uid, mode } });
}
