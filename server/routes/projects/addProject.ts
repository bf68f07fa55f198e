import { ZAddProjectInput, ZProjectResponse } from '@core/api/projects';
import type { TApp, TContext } from '../../context';
import { createProject } from '../../commands/projectCreator';
import { listProjects } from '../../queries/projectFinder';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { presentProject } from '../../presenters/project';

/** POST /api/add/project: a new project for the signed-in user. */
export function addProject(app: TApp, ctx: TContext) {
  app.post(
    '/api/add/project',
    { schema: { body: ZAddProjectInput, response: { 201: ZProjectResponse } }, preHandler: requireSession },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const project = await createProject(ctx.db, user.id, request.body.project_name);
      const projects = await listProjects(ctx.db, user.id);
      return reply.status(201).send({ project: presentProject(project, user), projects: projects.map((each) => presentProject(each, user)) });
    },
  );
}
