import { z } from 'zod';
import { ZFactCheckParams, ZFactCheckResponse } from '@core/api/factcheck';
import type { TSessionUser } from '../../auth/sessionUser';
import type { TApp, TContext } from '../../context';
import { findBlog } from '../../queries/blogFinder';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf, Blog, can } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { presentFactCheck } from '../../presenters/factCheck';
import { loadFactCheck, type TLoadedFactCheck } from '../../queries/factCheckLoader';

const ZQuery = z.object({ unique_id: z.string().min(1).max(100), team_id: z.string().max(100).nullish() });

/** Whether the viewer may cite and correct in the check's doc (the server says; the UI never works it out). */
export async function mayEditDocOf(ctx: TContext, user: TSessionUser, check: TLoadedFactCheck): Promise<boolean> {
  if (!check.blogId) return false;
  const blog = await findBlog(ctx.db, check.blogId);
  return blog ? can(user, 'update', Blog.of(blog)) : false;
}

/** GET /api/check/facts/:id: a check's progress, then its result (polled while it runs). */
export function fetchFactCheck(app: TApp, ctx: TContext) {
  app.get(
    '/api/check/facts/:id',
    { schema: { params: ZFactCheckParams, querystring: ZQuery, response: { 200: ZFactCheckResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      await requirePageIn(ctx, user, 'optimizer-factcheck', request.query.team_id);
      const check = await loadFactCheck(ctx.db, request.params.id);
      authorize(user, 'read', check);
      return { check: presentFactCheck(check, { editDoc: await mayEditDocOf(ctx, user, check) }) };
    },
  );
}
