import { Menu } from '@mantine/core';
import { MessageSquarePlus } from 'lucide-react';
import { errorMessage } from '@web/api/client';
import { useFeedbackWidget, useSetFeedbackWidgetHidden } from '@web/api/feedback';
import { showAlert } from '@web/state/alerts';

/** The profile menu's way back to a hidden feedback button; nothing while the button shows. */
export function ShowFeedbackMenuItem() {
  const widget = useFeedbackWidget();
  const show = useSetFeedbackWidgetHidden();
  if (!widget.data?.hidden) return null;
  return (
    <Menu.Item leftSection={<MessageSquarePlus size={16} aria-hidden />} onClick={() => show.mutateAsync(false).catch((failure: unknown) => showAlert(errorMessage(failure)))}>
      Show feedback button
    </Menu.Item>
  );
}
