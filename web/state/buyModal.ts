import { useSyncExternalStore } from 'react';
import type { TBuyCode } from '@web/api/statusReaction';

/** The buy modal (spec §4): opened by 429, 430 or 400 (429 by default), closed by Buy Plan / Upgrade or dismissal. */
export type TBuyModalState = { code: TBuyCode; message: string } | null;

let state: TBuyModalState = null;
const listeners = new Set<() => void>();

function publish(next: TBuyModalState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openBuyModal(message: string, code: TBuyCode = 429): void {
  publish({ code, message });
}

export function closeBuyModal(): void {
  publish(null);
}

export function getBuyModal(): TBuyModalState {
  return state;
}

export function useBuyModal(): TBuyModalState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getBuyModal,
    getBuyModal,
  );
}
