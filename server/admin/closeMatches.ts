/** Edit distance between two strings (insertions, deletions, substitutions). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The candidates a mistyped value was probably meant to be, closest first: those containing it (or
 * contained in it), and those a few edits away. At most `limit`.
 */
export function closeMatches(value: string, candidates: readonly string[], limit = 5): string[] {
  const wanted = value.trim().toLowerCase();
  if (!wanted) return [];
  const allowed = Math.max(3, Math.floor(wanted.length / 3));
  return candidates
    .map((candidate) => {
      const lower = candidate.toLowerCase();
      const contains = lower.includes(wanted) || wanted.includes(lower);
      return { candidate, score: contains ? 0 : distance(wanted, lower) };
    })
    .filter(({ score }) => score <= allowed)
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
