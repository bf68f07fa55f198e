import { createDialogStore } from './dialogStore';

/** A session the server ended, and why (spec §8 restricted dialog: another device logged in). */
export type TSessionEnded = { code: string; message: string };

const store = createDialogStore<TSessionEnded>();

/** Opens the dialog once; later refusals of the same ended session (other calls in flight) change nothing. */
export function openSessionEnded(ended: TSessionEnded): void {
  if (!store.get()) store.open(ended);
}
export const closeSessionEnded = store.close;
export const useSessionEnded = store.use;
export const getSessionEnded = store.get;
