/** What the "Saved …" indicator says: the text and fields travel as Yjs updates; Save also calls the server. */
export type TSaveState = {
  /** Local text edits not yet acknowledged by the collaboration server. */
  textPending: boolean;
  connected: boolean;
  /** The Save button's call is under way. */
  savePending: boolean;
  lastSavedAt: number | null;
};

export function saveStatusLabel(state: TSaveState, now: number): string {
  if (!state.connected && state.textPending) return 'Offline: your changes are kept in this browser and saved when you reconnect';
  if (state.textPending || state.savePending) return 'Saving…';
  if (state.lastSavedAt === null) return 'Not saved yet';
  const seconds = Math.round((now - state.lastSavedAt) / 1_000);
  if (seconds < 10) return 'Saved just now';
  if (seconds < 60) return `Saved ${seconds} s ago`;
  return `Saved at ${new Date(state.lastSavedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;
}

/** Nothing is waiting to be saved. */
export function isClean(state: TSaveState): boolean {
  return !state.textPending && !state.savePending && state.connected;
}
