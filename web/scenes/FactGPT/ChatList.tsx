import { ActionIcon, Button, Group, Loader, NavLink, Stack, Text } from '@mantine/core';
import { Plus, Trash2 } from 'lucide-react';
import type { TChatListItem } from './chatListItem';

/** The chat list of the page: New chat, then saved chats newest first, each with Delete, and older ones on request. */
export function ChatList({
  chats,
  loading,
  hasOlder,
  loadingOlder,
  onOlder,
  activeId,
  onNew,
  onOpen,
  onDelete,
}: {
  chats: TChatListItem[];
  loading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onOlder: () => void;
  activeId: string | null;
  onNew: () => void;
  onOpen: (saveId: string) => void;
  onDelete: (chat: TChatListItem) => void;
}) {
  return (
    <Stack gap="xs" component="nav" aria-label="Chats">
      <Button variant="light" leftSection={<Plus size={14} />} onClick={onNew}>
        New chat
      </Button>
      {loading && <Loader size="sm" />}
      {!loading && chats.length === 0 && (
        <Text size="sm" c="dimmed">
          No saved chats in this project yet.
        </Text>
      )}
      <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {chats.map((chat) => (
          <Group component="li" key={chat.save_id} gap={2} wrap="nowrap">
            <NavLink
              component="button"
              label={chat.title}
              description={new Date(chat.last_updated).toLocaleString()}
              active={chat.save_id === activeId}
              onClick={() => onOpen(chat.save_id)}
              styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
              style={{ minWidth: 0, flex: 1 }}
            />
            <ActionIcon variant="subtle" color="gray" aria-label={`Delete chat ${chat.title}`} onClick={() => onDelete(chat)}>
              <Trash2 size={14} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      {hasOlder ? (
        <Button variant="subtle" size="xs" onClick={onOlder} loading={loadingOlder}>
          Show older chats
        </Button>
      ) : null}
    </Stack>
  );
}
