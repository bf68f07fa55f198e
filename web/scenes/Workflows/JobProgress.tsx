import { Alert, Progress, Stack, Text } from '@mantine/core';
import type { TWorkflowJob } from '@core/api/workflows';

/** A background job's state: its progress and step while it works, its reason when it paused or failed; nothing otherwise. */
export function JobProgress({ job, label, testId }: { job: TWorkflowJob; label: string; testId: string }) {
  if (job.status === 'queued' || job.status === 'running') {
    return (
      <Stack gap={4} role="status" data-testid={testId} data-status={job.status}>
        <Text size="sm">{job.step ?? (job.status === 'queued' ? 'Waiting to start…' : `${label}…`)}</Text>
        <Progress value={Math.max(job.progress, 3)} animated aria-label={`${label} progress`} />
      </Stack>
    );
  }
  if (job.status === 'paused') {
    return (
      <Alert color="yellow" variant="light" title={`${label} is paused`} data-testid={testId} data-status="paused">
        <Text size="sm">{job.error ?? 'It stopped before the end; start it again to carry on where it stopped.'}</Text>
      </Alert>
    );
  }
  if (job.status === 'failed') {
    return (
      <Alert color="red" variant="light" title={`${label} failed`} data-testid={testId} data-status="failed">
        <Text size="sm">{job.error ?? 'Something went wrong. Try again.'}</Text>
      </Alert>
    );
  }
  return null;
}
