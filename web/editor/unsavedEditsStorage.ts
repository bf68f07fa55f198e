/**
 * Where docs' unacknowledged edits wait in this browser (localStorage: written before the page can
 * unload). Apart from unsavedEdits.ts so signing out can forget them without loading Yjs.
 */
export const UNSAVED_EDITS_PREFIX = 'longform:unsaved-edits:';

export function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Forgets every doc's kept edits (signing out on a shared computer). */
export function forgetAllUnsavedEdits(storage: Storage | null = safeLocalStorage()): void {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => Boolean(key?.startsWith(UNSAVED_EDITS_PREFIX)));
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage disabled.
  }
}
