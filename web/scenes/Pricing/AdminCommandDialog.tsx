import { ActionIcon, Button, Code, CopyButton, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { Check, Copy } from 'lucide-react';

/**
 * What buying means on this installation: no payment provider is configured, so an administrator
 * runs the admin command; the dialog shows that exact command, ready to copy.
 */
export function AdminCommandDialog({
  title,
  what,
  command,
  note,
  onClose,
}: {
  title: string;
  what: string;
  command: string;
  note?: string;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <Stack>
        <Text size="sm">
          This installation does not sell plans online: no payment provider is set up. To get {what}, ask the
          administrator of this installation to run this command on the server:
        </Text>
        <Group wrap="nowrap" gap="xs" align="flex-start">
          <Code block style={{ flex: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} aria-label="Admin command">
            {command}
          </Code>
          <CopyButton value={command}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                <ActionIcon variant="default" size="lg" onClick={copy} aria-label={copied ? 'Copied' : 'Copy command'}>
                  {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        {note ? (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
