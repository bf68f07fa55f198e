import { ZRebuildBriefInput, ZSeoBriefParams, ZSeoBriefResponse } from '@core/api/seo';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { presentSeoBrief } from '../../presenters/seoBrief';
import { loadSeoBrief } from '../../queries/seoBriefLoader';
import { assertBriefRunAvailable } from '../../seo/briefRequester';
import { rebuildSeoBrief as rebuildBrief } from '../../seo/briefRebuilder';
import { SEO_BRIEF_RATE_LIMIT } from './seoBriefRateLimit';

/**
 * POST /api/optimizer/seo/briefs/:id/rebuild: a new, ready brief without the excluded pages, from
 * the page texts already read (no fetching); it uses one content_optimization run.
 */
export function rebuildSeoBrief(app: TApp, ctx: TContext) {
  app.post(
    '/api/optimizer/seo/briefs/:id/rebuild',
    { schema: { params: ZSeoBriefParams, body: ZRebuildBriefInput, response: { 201: ZSeoBriefResponse } }, preHandler: requireSession, config: SEO_BRIEF_RATE_LIMIT },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      await requirePageIn(ctx, user, 'optimizer-seo', request.body.team_id);
      const source = await loadSeoBrief(ctx.db, request.params.id);
      authorize(user, 'rebuild', source);
      // The rebuilt brief stays in its source's workspace (its doc's, else the one it was asked in):
      // the same people see it and that pool pays, whichever mode the rebuild is asked in.
      const teamId = source.blogId ? source.blogTeamId : source.teamId;
      await assertBriefRunAvailable(ctx, { userId: user.id, teamId });
      const brief = await rebuildBrief(ctx.db, source, { userId: user.id, teamId, excludedUrls: request.body.excluded_urls });
      return reply.code(201).send({ brief: presentSeoBrief({ ...brief, blogTeamId: source.blogTeamId }, user) });
    },
  );
}
