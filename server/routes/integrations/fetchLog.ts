import { and, desc, eq } from 'drizzle-orm';
import { INTEGRATION_LOG_PAGE_SIZE, ZIntegrationLogResponse, ZLogQuery, type TIntegrationLogEntry } from '@core/api/integrations';
import type { TApp, TContext } from '../../context';
import { integrationLog } from '../../db/schema/integrations';
import { integrationAccess } from '../../integrations/integrationAccess';
import { requireSession } from '../../middleware/session';
import { peopleNames } from '../../queries/peopleNames';

/**
 * GET /api/integrations/log?uid&page: who connected, published, updated, approved or disconnected what
 * through this account's integrations, newest first. The owner sees all; a team member sees their own actions.
 */
export function fetchLog(app: TApp, ctx: TContext) {
  app.get('/api/integrations/log', { schema: { querystring: ZLogQuery, response: { 200: ZIntegrationLogResponse } }, preHandler: requireSession }, async (request) => {
    const user = request.sessionUser!;
    const access = await integrationAccess(ctx, user, request.query.uid);
    const { page } = request.query;
    const start = (page - 1) * INTEGRATION_LOG_PAGE_SIZE;
    // A member sees the lines about their own actions only.
    const whose = access.manage ? eq(integrationLog.ownerId, access.ownerId) : and(eq(integrationLog.ownerId, access.ownerId), eq(integrationLog.actorId, user.id));
    const rows = await ctx.db
      .select()
      .from(integrationLog)
      .where(whose)
      .orderBy(desc(integrationLog.at), desc(integrationLog.id))
      .limit(INTEGRATION_LOG_PAGE_SIZE + 1)
      .offset(start);
    const pageRows = rows.slice(0, INTEGRATION_LOG_PAGE_SIZE);
    const names = await peopleNames(ctx.db, pageRows.map((row) => row.actorId));
    const entries = pageRows.map(
      (row): TIntegrationLogEntry => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: { id: row.actorId, name: names.get(row.actorId) ?? 'A former member' },
        target: row.target,
        action: row.action as TIntegrationLogEntry['action'],
        blog_id: row.blogId,
        outcome: row.outcome,
        ok: row.ok,
      }),
    );
    return { entries, page, has_more: rows.length > INTEGRATION_LOG_PAGE_SIZE };
  });
}
