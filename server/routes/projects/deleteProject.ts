import { ZDeleteProjectInput, ZProjectsResponse } from '@core/api/projects';
import type { TApp, TContext } from '../../context';
import { deleteProject as removeProject } from '../../commands/projectDestroyer';
import { findProject, listProjects } from '../../queries/projectFinder';
import { requireSession } from '../../middleware/session';
import { authorizeProject } from '../../policies/project';
import { authorizeSelf } from '../../policies/user';
import { presentProject } from '../../presenters/project';

/** DELETE /api/delete/project?unique_id&project_id: removes a project (never the last one). */
export function deleteProject(app: TApp, ctx: TContext) {
  app.delete(
    '/api/delete/project',
    { schema: { querystring: ZDeleteProjectInput, response: { 200: ZProjectsResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const project = authorizeProject(user, await findProject(ctx.db, request.query.project_id));
      await removeProject(ctx.db, project);
      const projects = await listProjects(ctx.db, user.id);
      return { projects: projects.map(presentProject) };
    },
  );
}
