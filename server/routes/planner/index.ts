import type { TApp, TContext } from '../../context';
import { createCluster } from './createCluster';
import { deleteIdea } from './deleteIdea';
import { listIdeas } from './listIdeas';
import { openInAutoblog } from './openInAutoblog';
import { openInWorkflow } from './openInWorkflow';
import { updateIdea } from './updateIdea';

/** The content planner (core/api/planner.ts): topic clusters, the calendar, and the hand-offs to the workflow and AutoBlog. */
export function registerPlannerRoutes(app: TApp, ctx: TContext) {
  createCluster(app, ctx);
  listIdeas(app, ctx);
  updateIdea(app, ctx);
  deleteIdea(app, ctx);
  openInWorkflow(app, ctx);
  openInAutoblog(app, ctx);
}
