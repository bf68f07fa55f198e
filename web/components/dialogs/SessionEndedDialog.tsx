import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type TProps = { message: string; onSignInAgain: () => void };

/** The restricted dialog's body for a session the server ended (another device logged in). */
export function SessionEndedDialog({ message, onSignInAgain }: TProps) {
  return (
    <Modal opened onClose={onSignInAgain} title="You were signed out" centered closeOnClickOutside={false}>
      <Stack>
        <Text size="sm" data-testid="session-ended-message">
          {message}
        </Text>
        <Text size="sm" c="dimmed">
          Your plan allows one signed-in device at a time. Sign in again here to continue on this device.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onSignInAgain}>Sign in again</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
