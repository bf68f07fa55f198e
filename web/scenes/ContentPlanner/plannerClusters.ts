import type { TPlannerIdea, TPlannerIntent, TPlannerStatus } from '@core/api/planner';

/** One cluster as the topic view shows it: its pillar (null when it was deleted) and its supporting ideas. */
export type TClusterGroup = { pillar: TPlannerIdea | null; supporting: TPlannerIdea[] };

/** The server's list (pillar, then its supporting ideas; core/planner/clusterOrder.ts) cut into clusters. */
export function groupClusters(ideas: readonly TPlannerIdea[]): TClusterGroup[] {
  const groups: TClusterGroup[] = [];
  const byPillar = new Map<string, TClusterGroup>();
  for (const idea of ideas) {
    if (idea.role === 'pillar') {
      const group = { pillar: idea, supporting: [] };
      byPillar.set(idea.id, group);
      groups.push(group);
      continue;
    }
    const group = (idea.pillar_id && byPillar.get(idea.pillar_id)) || null;
    if (group) group.supporting.push(idea);
    else {
      const orphans = groups.find((entry) => entry.pillar === null) ?? groups[groups.push({ pillar: null, supporting: [] }) - 1]!;
      orphans.supporting.push(idea);
    }
  }
  return groups;
}

export const INTENT_COLORS: Record<TPlannerIntent, string> = { informational: 'blue', commercial: 'grape', transactional: 'green', navigational: 'gray' };
export const STATUS_LABELS: Record<TPlannerStatus, string> = { idea: 'Idea', writing: 'Writing', published: 'Published' };
export const STATUS_COLORS: Record<TPlannerStatus, string> = { idea: 'gray', writing: 'yellow', published: 'teal' };
