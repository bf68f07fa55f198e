import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { TRIAL_EXTENSION_DAYS } from '@core/constants';

/** Spec §4's extended-trial dialog: the extra week and the trial's new end. */
export function TrialExtendedDialog({ expiryDate, onClose }: { expiryDate: string; onClose: () => void }) {
  const ends = new Date(expiryDate).toLocaleDateString(undefined, { dateStyle: 'medium' });
  return (
    <Modal opened onClose={onClose} title="Your trial is extended" centered>
      <Stack>
        <Text size="sm">
          You have been putting Longform to work, so your free trial gets {TRIAL_EXTENSION_DAYS} more days. It now ends
          on {ends}.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Keep writing</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
