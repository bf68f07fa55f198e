import { WORKFLOW_STEPS, type TWorkflow, type TWorkflowStep } from '@core/api/workflows';
import { blogEditorPath } from '@web/api/blogs';

/** The stepper's names of the steps, in order. */
export const STEP_LABELS: Record<TWorkflowStep, string> = { files: 'Files', research: 'Research', headline: 'Headline', outline: 'Outline', write: 'Write' };

/** A step's page, on one workflow when there is one. */
export const stepPath = (step: TWorkflowStep, id: string | null): string => `/workflows/${step}${id ? `?${new URLSearchParams({ id })}` : ''}`;

/** The step a /workflows/<step> path shows, or null. */
export function stepOfPath(pathname: string): TWorkflowStep | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop()?.toLowerCase();
  return WORKFLOW_STEPS.find((step) => step === last) ?? null;
}

/** The step before and after one (null at the ends). */
export function neighbours(step: TWorkflowStep): { previous: TWorkflowStep | null; next: TWorkflowStep | null } {
  const at = WORKFLOW_STEPS.indexOf(step);
  return { previous: WORKFLOW_STEPS[at - 1] ?? null, next: WORKFLOW_STEPS[at + 1] ?? null };
}

/**
 * Whether a step has something in it, for the stepper's ticks only (what may be done next is the
 * server's `abilities`): files chosen or skipped, research found, a headline chosen, subheadings, a doc.
 */
export function stepHasWork(workflow: TWorkflow, step: TWorkflowStep): boolean {
  switch (step) {
    case 'files':
      return workflow.files.skipped || workflow.files.asset_ids.length > 0;
    case 'research':
      return workflow.research.job.status === 'ready';
    case 'headline':
      return Boolean(workflow.headline.highlight);
    case 'outline':
      return workflow.outline.sections.length > 0;
    case 'write':
      return Boolean(workflow.write.blog_id);
  }
}

/** The editor on the workflow's doc, with the workflow named so the editor shows the draft's progress. */
export const workflowDocPath = (blogId: string, workflowId: string): string => `${blogEditorPath(blogId)}&${new URLSearchParams({ workflow_id: workflowId })}`;
