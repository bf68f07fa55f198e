import { describe, expect, it } from 'vitest';
import { byCluster } from './clusterOrder';

const idea = (id: string, role: string, pillar_id: string | null, created_at: string) => ({ id, role, pillar_id, created_at });

describe('byCluster', () => {
  it('puts the newest pillar first, each with its supporting ideas in planned order, orphans last', () => {
    const ideas = [
      idea('s2', 'supporting', 'p1', '2026-01-01T00:00:00.002Z'),
      idea('p2', 'pillar', null, '2026-02-01T00:00:00.000Z'),
      idea('p1', 'pillar', null, '2026-01-01T00:00:00.000Z'),
      idea('x', 'supporting', 'gone', '2025-01-01T00:00:00.000Z'),
      idea('s1', 'supporting', 'p1', '2026-01-01T00:00:00.001Z'),
      idea('t1', 'supporting', 'p2', '2026-02-01T00:00:00.001Z'),
    ];
    expect(byCluster(ideas).map((entry) => entry.id)).toEqual(['p2', 't1', 'p1', 's1', 's2', 'x']);
  });
});
