import { ZProjectResponse, ZRenameProjectInput } from '@core/api/projects';
import type { TApp, TContext } from '../../context';
import { renameProject } from '../../commands/projectRenamer';
import { findProject, listProjects } from '../../queries/projectFinder';
import { requireSession } from '../../middleware/session';
import { authorizeProject } from '../../policies/project';
import { authorizeSelf } from '../../policies/user';
import { presentProject } from '../../presenters/project';

/** PUT /api/update/project: renames one of the user's projects. */
export function updateProject(app: TApp, ctx: TContext) {
  app.put(
    '/api/update/project',
    { schema: { body: ZRenameProjectInput, response: { 200: ZProjectResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const project = authorizeProject(user, await findProject(ctx.db, request.body.project_id));
      const renamed = await renameProject(ctx.db, project, request.body.project_name);
      const projects = await listProjects(ctx.db, user.id);
      return { project: presentProject(renamed), projects: projects.map(presentProject) };
    },
  );
}
