import { useCallback } from 'react';
import { askConfirmation } from '@web/state/confirm';
import { unsavedWorkAtRisk } from '@web/state/lastSaved';

type TConfirmLeave = { title: string; message: string; confirmLabel: string; thresholdMs: number };

/**
 * Asks before leaving when the last save is older than the threshold (spec §2, §4); resolves true
 * straight away when there is nothing at risk.
 */
export function useConfirmLeave(): (options: TConfirmLeave) => Promise<boolean> {
  return useCallback(({ thresholdMs, ...question }: TConfirmLeave) => {
    if (!unsavedWorkAtRisk(thresholdMs)) return Promise.resolve(true);
    return askConfirmation({ ...question, cancelLabel: 'Stay', danger: true });
  }, []);
}
