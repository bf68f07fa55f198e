import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { StepNav } from './StepNav';
import { useWorkflowContext } from './workflowContext';
import { WritePanel } from './WritePanel';

/** Write (the last step): what the draft is written from, then tone, length and the draft itself. */
export function WorkflowWriteScene() {
  const { workflow } = useWorkflowContext();
  const { headline, outline, files, research } = workflow;
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" data-testid="write-summary">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {headline.highlight ?? 'No headline chosen yet'}
          </Title>
          <Text size="sm" c="dimmed">
            {files.skipped || !files.asset_ids.length ? 'No files chosen' : `${files.asset_ids.length} chosen ${files.asset_ids.length === 1 ? 'source' : 'sources'}`} ·{' '}
            {research.research_context ? `research context of ${research.research_context.length.toLocaleString('en-US')} characters` : 'no research yet'} ·{' '}
            {outline.intro ? 'with an introduction' : 'no introduction'}
          </Text>
          {outline.sections.length ? (
            <List size="sm" type="ordered" spacing={2}>
              {outline.sections.map((section) => (
                <List.Item key={section.id}>{section.heading}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              The outline has no subheadings yet.
            </Text>
          )}
        </Stack>
      </Paper>
      <WritePanel />
      <StepNav step="write" workflowId={workflow.id} />
    </Stack>
  );
}
