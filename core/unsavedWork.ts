/**
 * Whether leaving (logout, project switch, route change) must ask first: the editor records its
 * last save; nothing recorded means there is no open work to lose.
 */
export function needsLeaveConfirmation(lastSavedAt: number | null, now: number, thresholdMs: number): boolean {
  if (lastSavedAt === null) return false;
  return now - lastSavedAt > thresholdMs;
}
