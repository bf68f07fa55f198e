import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { FilePlus } from 'lucide-react';
import type { TChatMessage } from './chatMessages';
import { AnswerText } from './AnswerText';

/** Which engine wrote an answer, always shown (ARCHITECTURE: the UI names the engine). */
export function engineLabel(message: TChatMessage): string | null {
  if (message.engine === 'offline') return 'Offline engine';
  if (message.engine === 'model') return `Model: ${message.model ?? 'unknown'}`;
  return null;
}

/** One message: the person's question, or an answer with its engine, citations and notes. */
export function MessageBubble({ message, onSaveToDoc, saving }: { message: TChatMessage; onSaveToDoc?: () => void; saving?: boolean }) {
  if (message.role === 'user') {
    return (
      <Paper p="sm" radius="md" bg="blue.0" ml="auto" maw="85%" data-testid="question">
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.content}</Text>
      </Paper>
    );
  }
  const label = engineLabel(message);
  // The offline engine's whole answer may be its notice: show it once, as the notice.
  const noticeOnly = Boolean(message.notice) && message.content.trim() === message.notice?.trim();
  return (
    <Paper p="sm" radius="md" withBorder maw="100%" data-testid="answer" aria-busy={message.streaming ? true : undefined}>
      <Stack gap="xs">
        {(label || message.streaming || message.stopped) && (
          <Group gap="xs">
            {label && (
              <Badge variant="light" tt="none" color={message.engine === 'offline' ? 'gray' : 'violet'} data-testid="engine-label">
                {label}
              </Badge>
            )}
            {message.streaming && <Loader size="xs" aria-label="Writing the answer" />}
            {message.stopped && (
              <Text size="xs" c="dimmed" data-testid="answer-stopped">
                Stopped before the end
              </Text>
            )}
          </Group>
        )}
        {message.content && !noticeOnly && <AnswerText text={message.content} streaming={Boolean(message.streaming)} citations={message.citations ?? []} />}
        {message.notice && (
          <Alert color="yellow" variant="light" title="What this needs" data-testid="engine-notice">
            {message.notice}
          </Alert>
        )}
        {message.failed && (
          <Text c="red" size="sm" role="alert">
            {message.failed}
          </Text>
        )}
        {onSaveToDoc && !message.streaming && !message.failed && message.content.trim() && !noticeOnly && (
          <Group gap="xs">
            <Button variant="subtle" size="compact-xs" leftSection={<FilePlus size={12} />} onClick={onSaveToDoc} loading={saving}>
              Save to doc
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
