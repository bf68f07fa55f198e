import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';

/** Spec §2's copy-restricted dialog, shown when a free plan tries to copy, cut, print or export. */
export function CopyRestrictedDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal opened onClose={onClose} title="Copying is not available on your plan" centered>
      <Stack>
        <Text size="sm">
          Free plans can write and read in Longform, but copying, cutting, printing and downloading content needs a paid
          plan (or team mode in a team).
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            onClick={() => {
              onClose();
              navigate('/pricing');
            }}
          >
            See plans
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
