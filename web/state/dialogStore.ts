import { useSyncExternalStore } from 'react';

/**
 * The state of one app-wide dialog: null while closed, its data while open. Anything may open it
 * (a failed call, a guard); its host component reads it with `use()`.
 */
export function createDialogStore<T>() {
  let state: T | null = null;
  const listeners = new Set<() => void>();
  const publish = (next: T | null) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const get = () => state;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    open: (data: T) => publish(data),
    close: () => publish(null),
    get,
    use: (): T | null => useSyncExternalStore(subscribe, get, get),
  };
}
