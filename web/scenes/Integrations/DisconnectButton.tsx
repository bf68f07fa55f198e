import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { Unplug } from 'lucide-react';
import { INTEGRATION_MESSAGES, PUBLISH_TARGET_LABELS, type TIntegrationTarget } from '@core/api/integrations';
import { errorMessage } from '@web/api/client';
import { useDisconnectIntegration } from '@web/api/integrations';
import { showAlert } from '@web/state/alerts';
import { askConfirmation } from '@web/state/confirm';

/** Disconnect, after a confirmation; spec §8 says how it went, and the server's reason stays beside the button. */
export function DisconnectButton({ uid, target }: { uid: string; target: TIntegrationTarget }) {
  const disconnect = useDisconnectIntegration(uid);
  const [error, setError] = useState<string | null>(null);
  const label = PUBLISH_TARGET_LABELS[target];
  const messages = INTEGRATION_MESSAGES[target];

  async function run() {
    const confirmed = await askConfirmation({
      title: `Disconnect ${label}?`,
      message: `Longform forgets the ${label} credentials. Posts already published stay where they are.`,
      confirmLabel: 'Disconnect',
      danger: true,
    });
    if (!confirmed) return;
    setError(null);
    try {
      await disconnect.mutateAsync(target);
      showAlert(messages.disconnected, 'success');
    } catch (failure) {
      showAlert(messages.disconnectFailed);
      setError(errorMessage(failure));
    }
  }

  return (
    <Stack gap={4}>
      <Button
        variant="light"
        color="red"
        leftSection={<Unplug size={16} aria-hidden />}
        loading={disconnect.isPending}
        onClick={() => void run()}
        aria-label={`Disconnect ${label}`}
      >
        Disconnect
      </Button>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
