import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { TWorkflowStep } from '@core/api/workflows';
import { neighbours, STEP_LABELS, stepPath } from './workflowSteps';

/** Back to the previous step and on to the next (work stays on the server either way); `next` replaces the plain link. */
export function StepNav({ step, workflowId, next }: { step: TWorkflowStep; workflowId: string; next?: ReactNode }) {
  const { previous, next: following } = neighbours(step);
  return (
    <Group justify="space-between" gap="sm">
      {previous ? (
        <Button component={Link} to={stepPath(previous, workflowId)} variant="default" leftSection={<ArrowLeft size={16} />}>
          {STEP_LABELS[previous]}
        </Button>
      ) : (
        <span />
      )}
      {next ??
        (following ? (
          <Button component={Link} to={stepPath(following, workflowId)} rightSection={<ArrowRight size={16} />} data-testid="workflow-next">
            {STEP_LABELS[following]}
          </Button>
        ) : null)}
    </Group>
  );
}
