import { useOutletContext } from 'react-router';
import type { TWorkflow } from '@core/api/workflows';
import type { TBlogToolScope } from '@web/api/blogTools';
import type { TWorkflowPatch, TWorkflowScope } from '@web/api/workflows';

/** What the layout hands each step: the workflow (server state) and the ways to change it. */
export type TWorkflowContext = {
  workflow: TWorkflow;
  scope: TWorkflowScope;
  /** Who the blog tools run for (credits, dialogs). */
  tools: TBlogToolScope;
  /** The model the steps' generations use: the workflow's, else the plan's workflow default. */
  model: string;
  /** False when the server does not let this person change the workflow (abilities.edit). */
  editable: boolean;
  /** The workflow as it is now, for results that arrive after other edits were made. */
  current: () => TWorkflow;
  /** Shows a change at once and saves it; `immediate` for clicks, debounced for typing. */
  update: (patch: TWorkflowPatch, immediate?: boolean) => void;
  /** Saves what waits now; false when the save failed. */
  flush: () => Promise<boolean>;
};

/** The workflow of the step being shown (inside WorkflowLayout). */
export function useWorkflowContext(): TWorkflowContext {
  return useOutletContext<TWorkflowContext>();
}
