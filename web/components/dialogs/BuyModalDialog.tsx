import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { TBuyCode } from '@web/api/statusReaction';

const TITLES: Record<TBuyCode, string> = {
  429: 'You have reached your plan’s limit',
  430: 'Your plan has expired',
  400: 'You have used today’s free runs',
};

/** Spec §4's buy modal: why generation stopped, and the way on (plans, or add-ons). */
export function BuyModalDialog({ code, message, onClose }: { code: TBuyCode; message: string; onClose: () => void }) {
  const navigate = useNavigate();
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <Modal opened onClose={onClose} title={TITLES[code]} centered>
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => go('/pricing?tab=addon')}>
            Upgrade
          </Button>
          <Button onClick={() => go('/pricing')}>Buy Plan</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
