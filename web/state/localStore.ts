import { useSyncExternalStore } from 'react';

/**
 * localStorage behind a guard (private windows and blocked storage throw) with a change signal, so
 * components that read a key re-render when another part of the page writes it.
 */
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLocal(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key, or removes it when value is null, and tells every reader. */
export function writeLocal(key: string, value: string | null): void {
  try {
    const store = storage();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Storage is full or blocked: the preference lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Other tabs write too: keep this one in step.
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current value of a localStorage key, re-read whenever it changes. */
export function useLocalValue(key: string | null): string | null {
  return useSyncExternalStore(subscribe, () => (key ? readLocal(key) : null));
}
