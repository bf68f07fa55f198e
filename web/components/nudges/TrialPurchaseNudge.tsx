import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';

/** Spec §4's trial purchase nudge: the trial ends soon; buying a plan keeps the work going. */
export function TrialPurchaseNudge({ daysLeft, onClose }: { daysLeft: number; onClose: () => void }) {
  const navigate = useNavigate();
  const when = daysLeft <= 1 ? 'within a day' : `in ${daysLeft} days`;
  return (
    <Modal opened onClose={onClose} title="Your free trial ends soon" centered>
      <Stack>
        <Text size="sm">{`Your free trial ends ${when}. Choose a plan to keep generating, with your documents and projects as they are.`}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Not now
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
