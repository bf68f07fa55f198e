import { useEffect } from 'react';
import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '@web/api/client';
import { useAnswerDeskThread, useDeskThread, useMarkDeskThreadRead, useSetDeskThreadStatus } from '@web/api/support';
import { showAlert } from '@web/state/alerts';
import { SupportComposer } from './SupportComposer';
import { SupportMessageList } from './SupportMessageList';

/** One support thread on the admin page: the person, the messages, an answer box, and close or reopen as the server allows. */
export function DeskThreadView({ threadId, unread }: { threadId: string; unread: number }) {
  const thread = useDeskThread(threadId);
  const answer = useAnswerDeskThread(threadId);
  const status = useSetDeskThreadStatus(threadId);
  const { mutate: markRead, isPending: marking } = useMarkDeskThreadRead(threadId);
  // Opening the thread reads the person's messages: the list's unread mark goes.
  useEffect(() => {
    if (unread > 0 && !marking) markRead();
  }, [unread, marking, markRead]);

  if (thread.isPending) return <Loader aria-label="Loading the thread" />;
  if (thread.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(thread.error)}
      </Alert>
    );
  }
  const data = thread.data;
  const change = (next: 'open' | 'closed') => status.mutateAsync(next).catch((failure: unknown) => showAlert(errorMessage(failure)));

  return (
    <Stack gap="sm" aria-label={`Thread with ${data.user_email}`} role="region">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4">
            {data.user_name}
          </Title>
          <Text size="sm" c="dimmed">
            {data.user_email}
          </Text>
        </div>
        <Group gap="xs">
          <Badge color={data.status === 'open' ? 'green' : 'gray'} variant="light">
            {data.status === 'open' ? 'Open' : 'Closed'}
          </Badge>
          {data.abilities.close && (
            <Button size="xs" variant="default" loading={status.isPending} onClick={() => change('closed')}>
              Close thread
            </Button>
          )}
          {data.abilities.reopen && (
            <Button size="xs" variant="default" loading={status.isPending} onClick={() => change('open')}>
              Reopen thread
            </Button>
          )}
        </Group>
      </Group>
      <SupportMessageList messages={data.messages} ownSide="admin" height={340} empty="No messages in this thread." />
      {data.abilities.answer && <SupportComposer formLabel="Answer the thread" label="Answer" buttonSide="start" submitLabel="Send answer" pending={answer.isPending} onSend={(body) => answer.mutateAsync(body)} />}
    </Stack>
  );
}
