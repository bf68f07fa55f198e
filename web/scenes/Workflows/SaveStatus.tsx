import { Button, Group, Text } from '@mantine/core';
import type { TSaveState } from '@web/api/workflows';

/** "Saving…", "Saved", or why the last save failed with a way to try again. */
export function SaveStatus({ state, onRetry }: { state: TSaveState; onRetry: () => void }) {
  if (state.status === 'error') {
    return (
      <Group gap={6} wrap="nowrap" role="status" data-testid="workflow-save-status" data-status="error">
        <Text size="sm" c="red">
          Not saved: {state.error}
        </Text>
        <Button size="compact-xs" variant="light" color="red" onClick={onRetry}>
          Retry
        </Button>
      </Group>
    );
  }
  const label = state.status === 'pending' || state.status === 'saving' ? 'Saving…' : state.status === 'saved' ? 'Saved' : '';
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="workflow-save-status" data-status={state.status} miw={60}>
      {label}
    </Text>
  );
}
