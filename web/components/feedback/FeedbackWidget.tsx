import { useState } from 'react';
import { ActionIcon, Affix, Box, Modal, Tooltip } from '@mantine/core';
import { MessageSquarePlus, X } from 'lucide-react';
import { useLocation } from 'react-router';
import { errorMessage } from '@web/api/client';
import { useFeedbackWidget, useSetFeedbackWidgetHidden } from '@web/api/feedback';
import { showAlert, showSnackbar } from '@web/state/alerts';
import { FeedbackForm } from './FeedbackForm';

/**
 * Spec §2's floating feedback widget, on every signed-in page: opens the feedback form; its small ×
 * hides it (remembered on the account) until the person brings it back from the profile menu.
 */
export function FeedbackWidget() {
  const widget = useFeedbackWidget();
  const hide = useSetFeedbackWidgetHidden();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  if (!widget.data || widget.data.hidden) return null;

  async function hideWidget() {
    try {
      await hide.mutateAsync(true);
      showSnackbar('Feedback button hidden. Bring it back from the profile menu.');
    } catch (failure) {
      showAlert(errorMessage(failure));
    }
  }

  return (
    <>
      <Affix position={{ bottom: 76, right: 20 }} zIndex={150}>
        <Box pos="relative">
          <Tooltip label="Give feedback" position="left" withArrow>
            <ActionIcon size={44} radius="xl" variant="light" aria-label="Give feedback" onClick={() => setOpen(true)}>
              <MessageSquarePlus size={22} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <ActionIcon
            size={18}
            radius="xl"
            variant="default"
            aria-label="Hide feedback button"
            title="Hide feedback button"
            loading={hide.isPending}
            onClick={hideWidget}
            pos="absolute"
            top={-6}
            right={-6}
          >
            <X size={12} aria-hidden />
          </ActionIcon>
        </Box>
      </Affix>
      <Modal opened={open} onClose={() => setOpen(false)} title="Send feedback" centered>
        <FeedbackForm
          page={pathname}
          onSent={() => {
            setOpen(false);
            showSnackbar('Thank you! Your feedback was sent.');
          }}
        />
      </Modal>
    </>
  );
}
