import { z } from 'zod';
import { ZToolRatingInput, ZToolResultsQuery } from '@core/api/tools';
import type { TApp, TContext } from '../../context';
import { notFound } from '../../errors';
import { requireSession } from '../../middleware/session';
import { authorizeSelf, teamModeOf } from '../../policies';
import { copyAllowedFor } from '../../generation/copyAbility';
import { presentToolResult } from '../../tools/toolResultPresenter';
import { rateToolResult, toolResultsPage } from '../../tools/toolResultStore';

const MAX_PAGE = 50;

/** GET /api/tools/results and PATCH /api/tools/results/:id: a writer's own earlier results of a tool, and their rating. */
export function toolResults(app: TApp, ctx: TContext) {
  app.get('/api/tools/results', { schema: { querystring: ZToolResultsQuery }, preHandler: requireSession }, async (request) => {
    const query = request.query;
    const user = authorizeSelf(request.sessionUser, query.unique_id);
    const teamId = teamModeOf(user, query.team_id);
    const limit = Math.min(MAX_PAGE, Math.max(0, query.end_count - query.start_count));
    const page = await toolResultsPage(ctx.db, { userId: user.id, toolId: query.tool_id, offset: query.start_count, limit });
    const copy = await copyAllowedFor(ctx, user.id, teamId);
    return { results: page.rows.map((row) => presentToolResult(row, { copy })), total: page.total };
  });

  app.patch('/api/tools/results/:id', { schema: { params: z.object({ id: z.uuid({ error: 'We could not find what you asked for.' }) }), body: ZToolRatingInput }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, request.body.unique_id);
    const row = await rateToolResult(ctx.db, { id: request.params.id, userId: user.id, rating: request.body.rating });
    if (!row) throw notFound();
    const copy = await copyAllowedFor(ctx, user.id, row.teamId);
    return { result: presentToolResult(row, { copy }) };
  });
}
