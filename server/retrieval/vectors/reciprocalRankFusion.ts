/** RRF's constant (Cormack et al. 2009): a document's score is Σ 1 / (k + rank) over the rankings. */
export const RRF_K = 60;

/**
 * Fuses rankings (best first) by reciprocal rank fusion. Ties keep the order of the earlier
 * ranking (full-text first), so a single ranking comes back unchanged.
 */
export function reciprocalRankFusion<T>(rankings: T[][], keyOf: (item: T) => string, k = RRF_K): T[] {
  const scored = new Map<string, { item: T; score: number; first: number }>();
  rankings.forEach((ranking, list) => {
    ranking.forEach((item, rank) => {
      const key = keyOf(item);
      const entry = scored.get(key);
      const order = list * 100_000 + rank;
      if (entry) entry.score += 1 / (k + rank + 1);
      else scored.set(key, { item, score: 1 / (k + rank + 1), first: order });
    });
  });
  return [...scored.values()].sort((a, b) => b.score - a.score || a.first - b.first).map((entry) => entry.item);
}
