import { useSyncExternalStore } from 'react';
import { needsLeaveConfirmation } from '@core/unsavedWork';

/**
 * The one "last saved" clock of the client (spec §2, §4): editors record each save here, and logout,
 * project switching and route changes read it to decide whether to ask before leaving. Null until an
 * editor has saved, which means there is no open work to lose.
 */
let lastSavedAt: number | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Editors call this after each successful save. */
export function recordSave(at: number = Date.now()): void {
  lastSavedAt = at;
  emit();
}

/** Forgets the clock: after sign-out and when team mode changes (the page then reloads). */
export function resetLastSaved(): void {
  lastSavedAt = null;
  emit();
}

export function getLastSavedAt(): number | null {
  return lastSavedAt;
}

/** Whether leaving now would risk work saved longer ago than thresholdMs. */
export function unsavedWorkAtRisk(thresholdMs: number, now: number = Date.now()): boolean {
  return needsLeaveConfirmation(lastSavedAt, now, thresholdMs);
}

export function subscribeLastSaved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last save time, for components that show it. */
export function useLastSavedAt(): number | null {
  return useSyncExternalStore(subscribeLastSaved, getLastSavedAt);
}
