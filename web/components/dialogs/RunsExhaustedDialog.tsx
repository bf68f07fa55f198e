import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { TRunsExhausted } from '@web/state/runsExhausted';

const FEATURES = { autoblog_workflow: 'AutoBlog workflow (articles)', content_optimization: 'content optimisation' } as const;

/** Spec §2's runs-exhausted dialog: which feature, whose runs, how many are left, and where to get more. */
export function RunsExhaustedDialog({ data, onClose }: { data: TRunsExhausted; onClose: () => void }) {
  const navigate = useNavigate();
  const whose = data.type === 'team' ? 'Your team has' : 'You have';
  return (
    <Modal opened onClose={onClose} title="No runs left" centered>
      <Stack>
        <Text size="sm">
          {`${whose} ${data.runsLeft} ${FEATURES[data.feature]} runs left this period. `}
          {data.type === 'team' ? 'Ask your team admin for more runs.' : 'Add runs, or move to a plan with more of them.'}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {data.type === 'user' ? (
            <Button
              onClick={() => {
                onClose();
                navigate('/pricing?tab=addon');
              }}
            >
              Get more runs
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
