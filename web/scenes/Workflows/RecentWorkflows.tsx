import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { TWorkflowSummary } from '@core/api/workflows';
import { errorMessage } from '@web/api/client';
import { useDeleteWorkflow, useWorkflows, type TWorkflowScope } from '@web/api/workflows';
import { showAlert } from '@web/state/alerts';
import { askConfirmation } from '@web/state/confirm';
import { STEP_LABELS, stepPath, workflowDocPath } from './workflowSteps';

const nameOf = (summary: TWorkflowSummary) => summary.headline || summary.topic || 'Untitled workflow';

/** The person's other workflows, newest first, to carry one on where it was left; and a way to start another. */
export function RecentWorkflows({ scope, currentId }: { scope: TWorkflowScope; currentId: string }) {
  const [page, setPage] = useState(1);
  const list = useWorkflows(scope, page);
  const remove = useDeleteWorkflow(scope);
  const others = list.data?.workflows.filter((summary) => summary.id !== currentId) ?? [];

  const confirmDelete = async (summary: TWorkflowSummary) => {
    const confirmed = await askConfirmation({ title: 'Delete this workflow?', message: `“${nameOf(summary)}” and its research, headlines and outline are deleted. A doc it wrote stays in Docs.`, confirmLabel: 'Delete', danger: true });
    if (confirmed) remove.mutate(summary.id, { onError: (error) => showAlert(errorMessage(error)) });
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="recent-workflows">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5">
            Your workflows
          </Title>
          <Button component={Link} to={stepPath('files', null)} variant="subtle" size="compact-sm" leftSection={<Plus size={14} />}>
            New workflow
          </Button>
        </Group>
        {list.isError ? (
          <Text size="sm" c="red">
            {errorMessage(list.error)}
          </Text>
        ) : null}
        {list.isSuccess && !others.length ? (
          <Text size="sm" c="dimmed">
            {page === 1 ? 'No other workflows yet.' : 'No older workflows.'}
          </Text>
        ) : null}
        {others.map((summary) => (
          <Group key={summary.id} justify="space-between" gap="xs" wrap="nowrap" data-testid="recent-workflow">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={stepPath(summary.step, summary.id)} size="sm" fw={500} lineClamp={1}>
                {nameOf(summary)}
              </Anchor>
              <Text size="xs" c="dimmed">
                {STEP_LABELS[summary.step]} · {new Date(summary.updated_at).toLocaleString()}
              </Text>
            </Stack>
            <Group gap={6} wrap="nowrap">
              {summary.blog_id ? (
                <Badge component={Link} to={workflowDocPath(summary.blog_id, summary.id)} variant="light" style={{ cursor: 'pointer' }}>
                  Doc
                </Badge>
              ) : null}
              <ActionIcon variant="subtle" color="gray" aria-label={`Delete ${nameOf(summary)}`} onClick={() => void confirmDelete(summary)}>
                <Trash2 size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        {page > 1 || list.data?.has_more ? (
          <Group gap="xs">
            <Button size="compact-sm" variant="default" disabled={page === 1} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            <Button size="compact-sm" variant="default" disabled={!list.data?.has_more} onClick={() => setPage(page + 1)}>
              Older
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
