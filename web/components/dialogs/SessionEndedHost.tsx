import { useEffect } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { queryClient } from '@web/api/queryClient';
import { sessionKey } from '@web/api/session';
import { closeSessionEnded, useSessionEnded } from '@web/state/sessionEnded';

/**
 * Spec §8's restricted dialog for a session the server ended (another device logged in): the app
 * forgets the session at once, so the route guard goes to /login, and the dialog stays over the
 * login page until the person has read why.
 */
export function SessionEndedHost() {
  const ended = useSessionEnded();
  useEffect(() => {
    if (!ended) return;
    queryClient.setQueryData(sessionKey, null);
    queryClient.removeQueries({ queryKey: ['user'] });
  }, [ended]);
  if (!ended) return null;
  const signInAgain = () => {
    closeSessionEnded();
    if (window.location.pathname !== '/login') window.location.assign('/login');
  };
  return (
    <Modal opened onClose={signInAgain} title="You were signed out" centered closeOnClickOutside={false}>
      <Stack>
        <Text size="sm" data-testid="session-ended-message">
          {ended.message}
        </Text>
        <Text size="sm" c="dimmed">
          Your plan allows one signed-in device at a time. Sign in again here to continue on this device.
        </Text>
        <Group justify="flex-end">
          <Button onClick={signInAgain}>Sign in again</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
