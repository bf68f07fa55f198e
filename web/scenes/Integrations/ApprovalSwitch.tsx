import { Paper, Stack, Switch, Text } from '@mantine/core';
import type { TIntegrationDetails } from '@core/api/integrations';
import { errorMessage } from '@web/api/client';
import { useSetApproval } from '@web/api/integrations';

/** The team admin's choice: a member's publish waits for the admin's approval (shown only to whom may change it). */
export function ApprovalSwitch({ uid, approval }: { uid: string; approval: NonNullable<TIntegrationDetails['approval']> }) {
  const setApproval = useSetApproval(uid);
  if (!approval.can_change) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        <Switch
          label="Members’ posts wait for my approval"
          description="When on, a post a team member publishes through these integrations goes out only after you approve it in the doc’s publish log."
          checked={approval.required}
          disabled={setApproval.isPending}
          onChange={(event) => setApproval.mutate(event.currentTarget.checked)}
        />
        {setApproval.isError ? (
          <Text size="sm" c="red" role="alert">
            {errorMessage(setApproval.error)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
