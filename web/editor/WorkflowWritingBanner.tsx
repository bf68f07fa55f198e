import { Alert, Anchor, Loader, Progress, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { isJobActive, useWorkflowProgress } from '@web/api/workflows';
import { useActiveTeamId } from '@web/state/activeTeam';
import { useCurrentUser } from '@web/state/currentUser';

/**
 * Above a doc a blog workflow is writing (?workflow_id=…): the draft's progress ("Writing section 2
 * of 5…") while the server writes it, then why it paused or failed; nothing once it is done. The text itself
 * arrives through the doc's collaboration connection, section by section.
 */
export function WorkflowWritingBanner() {
  const [params] = useSearchParams();
  const workflowId = params.get('workflow_id');
  const copyId = params.get('copy_id');
  const user = useCurrentUser();
  const teamId = useActiveTeamId();
  const progress = useWorkflowProgress({ uid: user.uid, teamId }, workflowId);
  const workflow = progress.data;
  // A workflow that wrote another doc (an old link) has nothing to say about this one.
  if (!workflow || workflow.write.blog_id !== copyId) return null;
  const job = workflow.write.job;
  const back = `/workflows/outline?${new URLSearchParams({ id: workflow.id })}`;

  if (isJobActive(job)) {
    return (
      <Alert variant="light" color="blue" mb="sm" icon={<Loader size={16} />} data-testid="workflow-writing" data-status={job.status}>
        <Stack gap={6}>
          <Text size="sm" fw={500} role="status">
            {job.step ? `${job.step.replace(/[.…]+$/, '')}…` : job.status === 'queued' ? 'Waiting to start writing…' : 'Writing the draft…'}
          </Text>
          <Progress value={Math.max(job.progress, 3)} animated size="sm" aria-label="Draft progress" />
          <Text size="xs" c="dimmed">
            The text appears below as each section is written. You can edit what is already there.
          </Text>
        </Stack>
      </Alert>
    );
  }
  if (job.status === 'paused' || job.status === 'failed') {
    const paused = job.status === 'paused';
    return (
      <Alert variant="light" color={paused ? 'yellow' : 'red'} mb="sm" title={paused ? 'The draft is paused' : 'The draft could not be finished'} data-testid="workflow-writing" data-status={job.status}>
        <Stack gap={4}>
          <Text size="sm">{job.error ?? 'Something went wrong while writing.'}</Text>
          <Anchor component={Link} to={back} size="sm">
            {paused ? 'Resume it from the workflow' : 'Back to the workflow to try again'}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return null;
}
