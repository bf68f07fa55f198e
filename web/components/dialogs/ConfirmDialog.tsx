import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TConfirmRequest } from '@web/state/confirm';

/** The dialog of one confirmation request; closing it counts as cancel. */
export function ConfirmDialog({ request }: { request: TConfirmRequest }) {
  return (
    <Modal opened onClose={() => request.answer(false)} title={request.title} centered>
      <Stack>
        <Text size="sm">{request.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => request.answer(false)}>
            {request.cancelLabel ?? 'Cancel'}
          </Button>
          <Button color={request.danger ? 'red' : undefined} onClick={() => request.answer(true)} data-autofocus>
            {request.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
