import { Box, Button, Group, ScrollArea } from '@mantine/core';
import { Check, ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { WORKFLOW_STEPS, type TWorkflow, type TWorkflowStep } from '@core/api/workflows';
import { STEP_LABELS, stepHasWork, stepPath } from './workflowSteps';

/**
 * The steps as links (Files → Research → Headline → Outline → Write), the current one marked; every
 * step opens once the workflow exists, since each keeps its work on the server. A tick marks a step
 * with work in it. On a phone only the current step's name shows.
 */
export function WorkflowStepper({ workflow, current }: { workflow: TWorkflow | null; current: TWorkflowStep }) {
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <nav aria-label="Workflow steps">
        <Group gap={4} wrap="nowrap" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {WORKFLOW_STEPS.map((step, index) => {
            const active = step === current;
            const done = workflow ? stepHasWork(workflow, step) : false;
            return (
              <Fragment key={step}>
                {index > 0 ? <ChevronRight size={14} aria-hidden color="var(--mantine-color-dimmed)" style={{ flex: 'none' }} /> : null}
                <li>
                  <Button
                    component={Link}
                    to={stepPath(step, workflow?.id ?? null)}
                    size="compact-sm"
                    variant={active ? 'filled' : done ? 'light' : 'subtle'}
                    color={active || done ? undefined : 'gray'}
                    aria-current={active ? 'step' : undefined}
                    data-disabled={!workflow && step !== 'files' ? true : undefined}
                    onClick={(event) => !workflow && step !== 'files' && event.preventDefault()}
                    leftSection={done && !active ? <Check size={14} aria-label="has work" /> : <span aria-hidden>{index + 1}</span>}
                    data-testid={`workflow-step-${step}`}
                    aria-label={STEP_LABELS[step]}
                  >
                    {/* On a phone only the current step is named; the others keep their number or tick. */}
                    {active ? (
                      STEP_LABELS[step]
                    ) : (
                      <Box component="span" visibleFrom="sm">
                        {STEP_LABELS[step]}
                      </Box>
                    )}
                  </Button>
                </li>
              </Fragment>
            );
          })}
        </Group>
      </nav>
    </ScrollArea>
  );
}
