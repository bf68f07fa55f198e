import { useState } from 'react';
import { ActionIcon, Affix, Indicator, Popover, Text, Tooltip } from '@mantine/core';
import { MessageCircleQuestion } from 'lucide-react';
import { useAppConfig } from '@web/api/appConfig';
import { useSupportThread } from '@web/api/support';
import { useCurrentUser } from '@web/state/currentUser';
import { useFlag } from '@web/state/flags';
import { useTeamMode } from '@web/state/teamMode';
import { SupportThreadPanel } from './SupportThreadPanel';

/**
 * Spec §2's chat-support widget (flag chat-support): a thread between the person and the
 * installation's administrators. The button carries the count of unread answers; the thread is
 * polled while the panel is open (and now and then while it is closed, for that count).
 */
export function ChatSupportWidget() {
  const allowed = useFlag('chat-support') === true;
  return allowed ? <ChatSupportButton /> : null;
}

function ChatSupportButton() {
  const teamMode = useTeamMode(useCurrentUser());
  const helpUrl = useAppConfig().data?.support_url ?? null;
  const [open, setOpen] = useState(false);
  const thread = useSupportThread(teamMode, open);
  const unread = thread.data?.unread ?? 0;
  const label = unread > 0 ? `Chat with support (${unread} unread)` : 'Chat with support';

  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
      <Popover opened={open} onChange={setOpen} position="top-end" width="min(360px, calc(100vw - 24px))" shadow="md" withArrow trapFocus={false} closeOnEscape>
        <Popover.Target>
          <Indicator label={unread} size={18} disabled={unread === 0 || open} color="red" offset={4}>
            <Tooltip label="Chat with support" position="left" withArrow disabled={open}>
              <ActionIcon size={44} radius="xl" variant="filled" aria-label={label} aria-expanded={open} onClick={() => setOpen((was) => !was)}>
                <MessageCircleQuestion size={22} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Indicator>
        </Popover.Target>
        <Popover.Dropdown aria-label="Support" role="dialog">
          <Text fw={600} mb={4}>
            Support
          </Text>
          <SupportThreadPanel thread={thread.data} loadError={thread.error} teamMode={teamMode} helpUrl={helpUrl} />
        </Popover.Dropdown>
      </Popover>
    </Affix>
  );
}
