import { useState } from 'react';
import { Alert, Badge, Grid, Group, Loader, Pagination, Stack, Text, UnstyledButton } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { TAdminSupportThreadSummary } from '@core/api/support';
import { errorMessage } from '@web/api/client';
import { useDeskThreads } from '@web/api/support';
import { DeskThreadView } from '@web/components/chatSupport/DeskThreadView';

const timeOf = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The Support tab: every chat-support thread, latest message first, with unread marks; the chosen one
 * (?thread=…, the link in the administrators' email) opens beside the list to read, answer, close or reopen.
 */
export function SupportTab() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('thread');
  const [page, setPage] = useState(1);
  const threads = useDeskThreads(page);
  const data = threads.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / (data?.page_size ?? 1)));

  const choose = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', 'support');
      next.set('thread', id);
      return next;
    });

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="xs">
          {threads.isError && (
            <Alert color="red" role="alert">
              {errorMessage(threads.error)}
            </Alert>
          )}
          {threads.isPending && <Loader aria-label="Loading support threads" />}
          {data && data.threads.length === 0 && <Text c="dimmed">No one has written to support yet.</Text>}
          <Stack gap={4} role="list" aria-label="Support threads">
            {data?.threads.map((thread) => (
              <ThreadLine key={thread.id} thread={thread} active={thread.id === chosen} onOpen={() => choose(thread.id)} />
            ))}
          </Stack>
          {data && data.total > data.page_size && <Pagination size="sm" total={pages} value={Math.min(page, pages)} onChange={setPage} aria-label="Pages of support threads" />}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {chosen ? <DeskThreadView key={chosen} threadId={chosen} unread={data?.threads.find((thread) => thread.id === chosen)?.unread ?? 0} /> : <Text c="dimmed">Choose a thread to read and answer it.</Text>}
      </Grid.Col>
    </Grid>
  );
}

function ThreadLine({ thread, active, onOpen }: { thread: TAdminSupportThreadSummary; active: boolean; onOpen: () => void }) {
  return (
    <UnstyledButton
      role="listitem"
      onClick={onOpen}
      aria-current={active ? 'true' : undefined}
      aria-label={`${thread.user_name} (${thread.user_email})${thread.unread ? `, ${thread.unread} unread` : ''}`}
      p="xs"
      style={{ borderRadius: 8, border: '1px solid var(--mantine-color-default-border)', background: active ? 'var(--mantine-color-blue-light)' : undefined }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={thread.unread ? 700 : 500} truncate>
          {thread.user_name} · {thread.user_email}
        </Text>
        <Group gap={4} wrap="nowrap">
          {thread.unread > 0 && (
            <Badge color="red" size="sm" aria-hidden>
              {thread.unread} new
            </Badge>
          )}
          {thread.status === 'closed' && (
            <Badge color="gray" size="sm" variant="light">
              Closed
            </Badge>
          )}
        </Group>
      </Group>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {thread.last_message}
      </Text>
      <Text size="xs" c="dimmed">
        {timeOf(thread.last_message_at)}
      </Text>
    </UnstyledButton>
  );
}
