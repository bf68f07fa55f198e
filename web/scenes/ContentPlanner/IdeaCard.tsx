import { useState } from 'react';
import { ActionIcon, Alert, Badge, Group, List, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { Trash2 } from 'lucide-react';
import type { TPlannerAssignee, TPlannerIdea } from '@core/api/planner';
import { errorMessage } from '@web/api/client';
import { useDeleteIdea, type TPlannerScope } from '@web/api/planner';
import { askConfirmation } from '@web/state/confirm';
import { IdeaControls } from './IdeaControls';
import { INTENT_COLORS, STATUS_COLORS, STATUS_LABELS } from './plannerClusters';

/** One idea: its title, target keyword, intent, status and suggested headlines, with its controls. */
export function IdeaCard({ idea, scope, assignees, supportingCount = 0 }: { idea: TPlannerIdea; scope: TPlannerScope; assignees: TPlannerAssignee[]; supportingCount?: number }) {
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteIdea(scope);
  const pillar = idea.role === 'pillar';
  const confirmDelete = async () => {
    const confirmed = await askConfirmation({
      title: pillar ? 'Delete this cluster?' : 'Delete this idea?',
      message: pillar ? `“${idea.title}” and its ${supportingCount} supporting ideas are deleted.` : `“${idea.title}” is deleted from the plan.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (confirmed) remove.mutate(idea.id, { onError: (error) => setFailure(errorMessage(error)) });
  };
  return (
    <Paper withBorder p="sm" radius="md" data-testid={pillar ? 'planner-pillar' : 'planner-idea'} bg={pillar ? 'var(--mantine-color-gray-0)' : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Group gap={6}>
              {pillar ? <Badge variant="filled">Pillar</Badge> : null}
              <Badge color={INTENT_COLORS[idea.intent]} variant="light" data-testid="planner-intent">
                {idea.intent}
              </Badge>
              <Badge color={STATUS_COLORS[idea.status]} variant="outline">
                {STATUS_LABELS[idea.status]}
              </Badge>
            </Group>
            <Title order={pillar ? 3 : 4} size={pillar ? 'h4' : 'h5'}>
              {idea.title}
            </Title>
            <Text size="sm" c="dimmed">
              Keyword: <Text span fw={600} c="var(--mantine-color-text)">{idea.keyword}</Text>
            </Text>
          </Stack>
          {idea.abilities.delete ? (
            <Tooltip label={pillar ? 'Delete the cluster' : 'Delete the idea'}>
              <ActionIcon variant="subtle" color="gray" aria-label={`Delete: ${idea.title}`} loading={remove.isPending} onClick={() => void confirmDelete()}>
                <Trash2 size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
        <List size="sm" spacing={2} aria-label={`Suggested headlines: ${idea.title}`}>
          {idea.headlines.map((headline) => (
            <List.Item key={headline}>{headline}</List.Item>
          ))}
        </List>
        <IdeaControls idea={idea} scope={scope} assignees={assignees} onError={setFailure} />
        {failure ? (
          <Alert color="red" variant="light" py={6}>
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
