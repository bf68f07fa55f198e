import { useState } from 'react';
import { ActionIcon, Affix, Button, Modal, Stack, Tooltip } from '@mantine/core';
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
      {/* A slim tab on the right edge, half-way down: the bottom corner is where pages put Send and
          Save buttons (and the chat-support button), which a round button there covered on phones. */}
      <Affix position={{ top: '50%', right: 0 }} zIndex={150} style={{ transform: 'translateY(-50%)' }}>
        <Stack gap={4} align="center">
          <ActionIcon
            size={18}
            radius="xl"
            variant="default"
            aria-label="Hide feedback button"
            title="Hide feedback button"
            loading={hide.isPending}
            onClick={hideWidget}
          >
            <X size={12} aria-hidden />
          </ActionIcon>
          <Tooltip label="Give feedback" position="left" withArrow>
            <Button
              aria-label="Give feedback"
              onClick={() => setOpen(true)}
              variant="filled"
              size="compact-sm"
              px={4}
              py={10}
              h="auto"
              leftSection={<MessageSquarePlus size={14} aria-hidden style={{ transform: 'rotate(90deg)' }} />}
              styles={{ root: { borderTopRightRadius: 0, borderBottomRightRadius: 0, writingMode: 'vertical-rl' } }}
            >
              Feedback
            </Button>
          </Tooltip>
        </Stack>
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
