import { Alert, Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { Send } from 'lucide-react';
import { errorMessage } from '@web/api/client';
import { useWebhookTestEvent } from '@web/api/webhookTestEvent';

/**
 * Sends the connected custom webhook a signed sample post (a publish's format, event "test") and
 * shows what came back: the status and the start of the body, or why nothing came.
 */
export function WebhookTestEvent({ uid }: { uid: string }) {
  const test = useWebhookTestEvent(uid);
  const result = test.data;
  return (
    <Stack gap="xs" data-testid="webhook-test-event">
      <Group gap="sm" wrap="wrap">
        <Button size="xs" variant="default" leftSection={<Send size={14} aria-hidden />} onClick={() => test.mutate()} loading={test.isPending}>
          Send a test event
        </Button>
        <Text size="xs" c="dimmed">
          A sample post with the headers and fields of a real publish, event “test”.
        </Text>
      </Group>
      {test.error ? (
        <Alert color="red" role="alert">
          {errorMessage(test.error)}
        </Alert>
      ) : null}
      {result ? (
        <Stack gap={6} role="status" aria-label="Test event answer">
          <Group gap="xs">
            <Badge color={result.ok ? 'teal' : 'red'} variant="light">
              {result.status === null ? 'No answer' : `Status ${result.status}`}
            </Badge>
            <Text size="xs" c="dimmed">
              {result.ok ? 'The webhook accepted it' : 'The webhook did not accept it'} · {result.duration_ms} ms
            </Text>
          </Group>
          {result.error ? (
            <Text size="sm" c="red">
              {result.error}
            </Text>
          ) : null}
          {result.body ? (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {result.truncated ? 'Start of the answer' : 'Answer'}
              </Text>
              <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 200, overflow: 'auto' }}>
                {result.body}
              </Code>
            </Stack>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
