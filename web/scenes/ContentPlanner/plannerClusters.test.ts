import { describe, expect, it } from 'vitest';
import type { TPlannerIdea } from '@core/api/planner';
import { groupClusters } from './plannerClusters';

const idea = (id: string, role: 'pillar' | 'supporting', pillar_id: string | null = null) => ({ id, role, pillar_id }) as TPlannerIdea;

describe('groupClusters', () => {
  it('cuts the list into pillars with their supporting ideas, orphans together', () => {
    const groups = groupClusters([idea('p2', 'pillar'), idea('a', 'supporting', 'p2'), idea('p1', 'pillar'), idea('b', 'supporting', 'p1'), idea('c', 'supporting', 'gone')]);
    expect(groups.map((group) => [group.pillar?.id ?? null, group.supporting.map((entry) => entry.id)])).toEqual([
      ['p2', ['a']],
      ['p1', ['b']],
      [null, ['c']],
    ]);
  });
});
