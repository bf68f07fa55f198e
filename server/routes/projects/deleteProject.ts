import { ZDeleteProjectInput, ZProjectsResponse } from '@core/api/projects';
import type { TApp, TContext } from '../../context';
import { deleteProject as removeProject } from '../../commands/projectDestroyer';
import { listProjects } from '../../queries/projectFinder';
import { loadProject } from '../../queries/projectLoader';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { presentProject } from '../../presenters/project';

/** DELETE /api/delete/project?unique_id&project_id: removes a project (never the last one). */
export function deleteProject(app: TApp, ctx: TContext) {
  app.delete(
    '/api/delete/project',
    { schema: { querystring: ZDeleteProjectInput, response: { 200: ZProjectsResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const project = await loadProject(ctx.db, request.query.project_id, null);
      authorize(user, 'delete', project);
      await removeProject(ctx.db, project);
      const projects = await listProjects(ctx.db, user.id);
      return { projects: projects.map((each) => presentProject(each, user)) };
    },
  );
}
