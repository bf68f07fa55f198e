import { useCallback } from 'react';
import { UNSAVED_WARNING_SHORT_MS } from '@core/constants';
import { useConfirmLeave } from './useConfirmLeave';
import { useSignOut } from './useSignOut';

/** The profile menu's Logout: asks first when the last save is over 60 s old (spec §4). */
export function useLogout(uid: string): () => Promise<void> {
  const confirmLeave = useConfirmLeave();
  const signOut = useSignOut();
  return useCallback(async () => {
    const go = await confirmLeave({
      title: 'Log out?',
      message: 'Your last save was more than a minute ago. Changes made since then will be lost.',
      confirmLabel: 'Log out anyway',
      thresholdMs: UNSAVED_WARNING_SHORT_MS,
    });
    if (go) await signOut(uid);
  }, [confirmLeave, signOut, uid]);
}
