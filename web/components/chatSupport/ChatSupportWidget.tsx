import { ActionIcon, Affix, Tooltip } from '@mantine/core';
import { MessageCircleQuestion } from 'lucide-react';
import { useAppConfig } from '@web/api/appConfig';
import { flagAllows, useFlag } from '@web/state/flags';

/**
 * Spec §2's chat-support widget: a floating link to the installation's support chat (SUPPORT_URL,
 * opened in a new tab). Hidden when no URL is configured or the chat-support flag is off.
 */
export function ChatSupportWidget() {
  const supportUrl = useAppConfig().data?.support_url;
  const allowed = flagAllows(useFlag('chat-support'));
  if (!supportUrl || !allowed) return null;
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
      <Tooltip label="Chat with support" position="left" withArrow>
        <ActionIcon
          component="a"
          href={supportUrl}
          target="_blank"
          rel="noopener noreferrer"
          size={44}
          radius="xl"
          variant="filled"
          aria-label="Chat with support"
        >
          <MessageCircleQuestion size={22} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Affix>
  );
}
