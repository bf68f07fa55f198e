/**
 * The downtime the maintenance page shows (spec §4, §7): DOWNTIME_UNTIL and the app-downtime-flag
 * each give an end time; the later one, the larger remaining downtime, wins. The flag holds the end
 * as Unix seconds (a stored number cannot count down on its own); 0, null or a past time is none.
 */
export function remainingDowntime(input: { envUntil: Date | null; flagValue: unknown; now: Date }): { secondsLeft: number; until: Date | null } {
  const flagUntil = typeof input.flagValue === 'number' && input.flagValue > 0 ? new Date(input.flagValue * 1_000) : null;
  const ends = [input.envUntil, flagUntil].filter((end): end is Date => end !== null && end.getTime() > input.now.getTime());
  if (ends.length === 0) return { secondsLeft: 0, until: null };
  const until = new Date(Math.max(...ends.map((end) => end.getTime())));
  return { secondsLeft: Math.ceil((until.getTime() - input.now.getTime()) / 1_000), until };
}
