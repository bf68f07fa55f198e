import type { TApp, TContext } from '../../context';
import { addProject } from './addProject';
import { deleteProject } from './deleteProject';
import { updateProject } from './updateProject';

export function registerProjectRoutes(app: TApp, ctx: TContext) {
  addProject(app, ctx);
  updateProject(app, ctx);
  deleteProject(app, ctx);
}
