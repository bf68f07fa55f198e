import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { APP_VERSION } from '@core/constants';
import { ChangeList } from './ChangeList';

/** The "What's new" dialog: this version's changelog entries. */
export function WhatsNewDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="What's new" centered>
      <Stack>
        <Text size="sm">Longform {APP_VERSION} brings:</Text>
        <ChangeList entries={__UPDATE_LOGS__} />
        <Group justify="flex-end">
          <Button onClick={onClose}>Got it</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
