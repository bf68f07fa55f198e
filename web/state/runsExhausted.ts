import { useSyncExternalStore } from 'react';

/** The runs-exhausted dialog's data (spec §2: type, runsLeft, feature). */
export type TRunsExhausted = {
  /** Whose runs ran out: the user's own, or the team's in team mode. */
  type: 'user' | 'team';
  runsLeft: number;
  feature: 'autoblog_workflow' | 'content_optimization';
};

let state: TRunsExhausted | null = null;
const listeners = new Set<() => void>();

function publish(next: TRunsExhausted | null): void {
  state = next;
  for (const listener of listeners) listener();
}

export const openRunsExhausted = (data: TRunsExhausted) => publish(data);
export const closeRunsExhausted = () => publish(null);
export const getRunsExhausted = () => state;

export function useRunsExhausted(): TRunsExhausted | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getRunsExhausted,
    getRunsExhausted,
  );
}
