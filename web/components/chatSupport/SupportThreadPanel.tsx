import { useEffect } from 'react';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import type { TSupportThread } from '@core/api/support';
import { errorMessage } from '@web/api/client';
import { useMarkSupportRead, useSendSupportMessage } from '@web/api/support';
import { SupportComposer } from './SupportComposer';
import { SupportMessageList } from './SupportMessageList';

type TProps = {
  thread: TSupportThread['thread'] | undefined;
  loadError: unknown;
  teamMode: boolean;
  /** A help-desk page configured beside the thread (SUPPORT_URL), or null. */
  helpUrl: string | null;
};

/** The person's side of the support thread inside the widget: the messages, and a box to write (answers are marked read as they show). */
export function SupportThreadPanel({ thread, loadError, teamMode, helpUrl }: TProps) {
  const send = useSendSupportMessage(teamMode);
  const markRead = useMarkSupportRead(teamMode);
  const unread = thread?.unread ?? 0;
  const { mutate: markAsRead, isPending: marking } = markRead;
  useEffect(() => {
    if (unread > 0 && !marking) markAsRead();
  }, [unread, marking, markAsRead]);

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Write to the people who run this installation; their answers appear here and by email.
        {thread?.status === 'closed' && ' This conversation was closed; writing again reopens it.'}
      </Text>
      {loadError ? (
        <Alert color="red" role="alert">
          {errorMessage(loadError)}
        </Alert>
      ) : null}
      {!thread && !loadError && <Loader size="sm" aria-label="Loading your support thread" />}
      {thread && <SupportMessageList messages={thread.messages} ownSide="person" height={280} empty="No messages yet. Ask us anything." />}
      {thread?.abilities.write && <SupportComposer formLabel="Write to support" label="Message to support" submitLabel="Send" pending={send.isPending} onSend={(body) => send.mutateAsync(body)} />}
      {helpUrl && (
        <Anchor href={helpUrl} target="_blank" rel="noopener noreferrer" size="xs">
          Open the help desk
        </Anchor>
      )}
    </Stack>
  );
}
