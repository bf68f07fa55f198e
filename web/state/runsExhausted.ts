import { createDialogStore } from './dialogStore';

/** The runs-exhausted dialog's data (spec §2: type, runsLeft, feature). */
export type TRunsExhausted = {
  /** Whose runs ran out: the user's own, or the team's in team mode. */
  type: 'user' | 'team';
  runsLeft: number;
  feature: 'autoblog_workflow' | 'content_optimization';
};

const store = createDialogStore<TRunsExhausted>();
export const openRunsExhausted = store.open;
export const closeRunsExhausted = store.close;
export const getRunsExhausted = store.get;
export const useRunsExhausted = store.use;
