/** What ordering ideas by cluster reads of each. */
type TOrderable = { id: string; role: string; pillar_id: string | null; created_at: string };

/**
 * A plan read as clusters: the newest pillar first, each followed by its supporting ideas in the
 * order they were planned; supporting ideas whose pillar is not in the list come last, oldest first.
 */
export function byCluster<T extends TOrderable>(ideas: readonly T[]): T[] {
  const oldestFirst = [...ideas].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  const pillars = oldestFirst.filter((idea) => idea.role === 'pillar').reverse();
  const pillarIds = new Set(pillars.map((pillar) => pillar.id));
  const ordered = pillars.flatMap((pillar) => [pillar, ...oldestFirst.filter((idea) => idea.role !== 'pillar' && idea.pillar_id === pillar.id)]);
  return [...ordered, ...oldestFirst.filter((idea) => idea.role !== 'pillar' && !pillarIds.has(idea.pillar_id ?? ''))];
}
