import { ZFactCheckInput, ZFactCheckResponse } from '@core/api/factcheck';
import type { TApp, TContext } from '../../context';
import { requestFactCheck } from '../../factcheck/factCheckRequester';
import { passGenerationGate } from '../../generation/generationGate';
import { requireSession } from '../../middleware/session';
import { authorize, can } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { presentFactCheck } from '../../presenters/factCheck';
import { loadBlog } from '../../queries/blogLoader';
import { loadProject } from '../../queries/projectLoader';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';

/** Room for the schema's 2,000,000 characters, JSON-escaped. */
const BODY_LIMIT = 8 * 1_048_576;
/** Checks started per person per minute (each may search, fetch and ask the model before it is charged). */
const FACT_CHECK_RATE_LIMIT = perPersonRateLimit(20);

/**
 * POST /api/check/facts: starts a check of a text's claims — of a doc (save_id: its project's
 * assets, its result kept with it, its unchanged claims reused) or of pasted text (project_id:
 * whose assets). The answer is the queued check (202), which the page polls.
 */
export function startFactCheck(app: TApp, ctx: TContext) {
  app.post(
    '/api/check/facts',
    { schema: { body: ZFactCheckInput, response: { 202: ZFactCheckResponse } }, bodyLimit: BODY_LIMIT, preHandler: requireSession, config: FACT_CHECK_RATE_LIMIT },
    async (request, reply) => {
      const body = request.body;
      const pass = await passGenerationGate(ctx, request.sessionUser, { uniqueId: body.unique_id, teamId: body.team_id, mode: 'instruct', model: body.model });
      const user = pass.user;
      const teamId = await requirePageIn(ctx, user, 'optimizer-factcheck', body.team_id);
      const blog = body.save_id ? await loadBlog(ctx.db, body.save_id) : null;
      if (blog) authorize(user, 'read', blog);
      let projectId = blog?.projectId ?? null;
      if (!blog && body.project_id) {
        authorize(user, 'use', await loadProject(ctx.db, body.project_id, teamId));
        projectId = body.project_id;
      }
      // A doc's check is its doc's workspace's: that pool pays and those people see it.
      const check = await requestFactCheck(ctx, { pass, teamId: blog ? blog.teamId : teamId, blog, projectId, body, webAvailable: ctx.ai.webSearch !== null });
      return reply.code(202).send({ check: presentFactCheck(check, { editDoc: blog ? can(user, 'update', blog) : false }) });
    },
  );
}
