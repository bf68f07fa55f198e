import type { TApp, TContext } from '../../context';
import { createWorkflow } from './createWorkflow';
import { deleteWorkflow } from './deleteWorkflow';
import { fetchWorkflow } from './fetchWorkflow';
import { listWorkflowsRoute } from './listWorkflows';
import { patchWorkflowRoute } from './patchWorkflow';
import { startResearch } from './startResearch';
import { startWrite } from './startWrite';

/** The step-by-step blog workflow (core/api/workflows.ts): its state, its research job and its draft. */
export function registerWorkflowRoutes(app: TApp, ctx: TContext) {
  createWorkflow(app, ctx);
  listWorkflowsRoute(app, ctx);
  fetchWorkflow(app, ctx);
  patchWorkflowRoute(app, ctx);
  deleteWorkflow(app, ctx);
  startResearch(app, ctx);
  startWrite(app, ctx);
}
