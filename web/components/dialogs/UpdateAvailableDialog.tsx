import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TVersionFile } from '@core/api/appConfig';
import { ChangeList } from './ChangeList';

/** The "Update available" dialog with the new build's changelog; Update reloads into /dashboard. */
export function UpdateAvailableDialog({ versionFile, onLater }: { versionFile: TVersionFile; onLater: () => void }) {
  return (
    <Modal opened onClose={onLater} title="Update available" centered>
      <Stack>
        <Text size="sm">
          A new version of Longform{versionFile.version ? ` (${versionFile.version})` : ''} is ready. Save your work,
          then update to load it.
        </Text>
        <ChangeList entries={versionFile.updateLogs} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onLater}>
            Later
          </Button>
          <Button onClick={() => window.location.assign('/dashboard')}>Update</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
