import { useEffect, useRef } from 'react';
import { Box, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { TSupportMessage } from '@core/api/support';

type TProps = {
  messages: TSupportMessage[];
  /** Whose messages sit on the right: the person's in the widget, the administrators' on the admin page. */
  ownSide: 'person' | 'admin';
  height: number;
  empty: string;
};

const timeOf = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A support thread's messages, oldest first, scrolled to the newest; used by the widget and the admin page. */
export function SupportMessageList({ messages, ownSide, height, empty }: TProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  // A new last message (sent or polled in) scrolls it into view.
  useEffect(() => {
    if (lastId) viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [lastId]);

  return (
    <ScrollArea h={height} viewportRef={viewport} type="auto">
      <Stack gap="xs" role="log" aria-label="Support messages" pr="xs">
        {messages.length === 0 && (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        )}
        {messages.map((message) => {
          const own = message.from_admin === (ownSide === 'admin');
          return (
            <Box key={message.id} style={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '85%' }} data-from-admin={message.from_admin}>
              <Text size="xs" c="dimmed" ta={own ? 'right' : 'left'}>
                {message.author} · {timeOf(message.created_at)}
              </Text>
              <Paper withBorder p="xs" radius="md" bg={own ? 'var(--mantine-color-blue-light)' : undefined}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.body}
                </Text>
              </Paper>
            </Box>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
