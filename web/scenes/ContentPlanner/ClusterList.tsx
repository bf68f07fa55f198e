import { Stack, Text } from '@mantine/core';
import type { TPlannerAssignee, TPlannerIdea } from '@core/api/planner';
import type { TPlannerScope } from '@web/api/planner';
import { IdeaCard } from './IdeaCard';
import { groupClusters } from './plannerClusters';

/** A topic's clusters: each pillar card with its supporting ideas under it. */
export function ClusterList({ ideas, scope, assignees }: { ideas: TPlannerIdea[]; scope: TPlannerScope; assignees: TPlannerAssignee[] }) {
  return (
    <Stack gap="lg">
      {groupClusters(ideas).map((group) => (
        <Stack key={group.pillar?.id ?? 'orphans'} gap="xs" data-testid="planner-cluster">
          {group.pillar ? <IdeaCard idea={group.pillar} scope={scope} assignees={assignees} supportingCount={group.supporting.length} /> : <Text fw={600}>Supporting ideas whose pillar was deleted</Text>}
          <Stack gap="xs" pl={{ base: 0, sm: 'xl' }} aria-label="Supporting articles">
            {group.supporting.map((idea) => (
              <IdeaCard key={idea.id} idea={idea} scope={scope} assignees={assignees} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
