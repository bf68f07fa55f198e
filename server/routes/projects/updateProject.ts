import { ZProjectResponse, ZRenameProjectInput } from '@core/api/projects';
import type { TApp, TContext } from '../../context';
import { renameProject } from '../../commands/projectRenamer';
import { listProjects } from '../../queries/projectFinder';
import { loadProject } from '../../queries/projectLoader';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { presentProject } from '../../presenters/project';

/** PUT /api/update/project: renames one of the user's projects. */
export function updateProject(app: TApp, ctx: TContext) {
  app.put(
    '/api/update/project',
    { schema: { body: ZRenameProjectInput, response: { 200: ZProjectResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const project = await loadProject(ctx.db, request.body.project_id, null);
      authorize(user, 'update', project);
      const renamed = await renameProject(ctx.db, project, request.body.project_name);
      const projects = await listProjects(ctx.db, user.id);
      return { project: presentProject(renamed, user), projects: projects.map((each) => presentProject(each, user)) };
    },
  );
}
