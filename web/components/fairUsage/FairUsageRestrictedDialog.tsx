import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { blockSecondsLeft, type TFairUsageBlock } from '@web/state/fairUsage';

/**
 * Spec §8's restricted dialog for fair usage: the message (it says 90 s, as the spec records) and
 * the seconds the block really has left (up to 100), counted down once a second.
 */
export function FairUsageRestrictedDialog({ block, onClose }: { block: TFairUsageBlock; onClose: () => void }) {
  const [secondsLeft, setSecondsLeft] = useState(() => blockSecondsLeft(block.endsAt, Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft(blockSecondsLeft(block.endsAt, Date.now())), 1_000);
    return () => clearInterval(timer);
  }, [block.endsAt]);
  const done = secondsLeft === 0;

  return (
    <Modal opened onClose={onClose} title="Please slow down" centered>
      <Stack>
        <Text size="sm">{block.message}</Text>
        <Text size="sm" fw={600} role="timer" aria-live="polite" data-testid="fair-usage-countdown">
          {done ? 'You can generate again.' : `You can generate again in ${secondsLeft} ${secondsLeft === 1 ? 'second' : 'seconds'}.`}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{done ? 'Continue' : 'Close'}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
