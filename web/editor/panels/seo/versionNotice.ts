/**
 * What the writer is told when the brief was made under other scoring rules than today's
 * (SCORING_VERSION): its score may differ from the one seen then. Null when they agree or the
 * score has no brief.
 */
export function scoringVersionNotice(briefVersion: number | undefined, scoreVersion: number): string | null {
  if (briefVersion === undefined || briefVersion === scoreVersion) return null;
  return `This brief was made under scoring version ${briefVersion}; the score now follows version ${scoreVersion}, so it may differ from the score seen then. Rebuild the brief to keep a snapshot of this version.`;
}
