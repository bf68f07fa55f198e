import { ZAnalyticsQuery } from '@core/api/analytics';
import type { TApp, TContext } from '../../context';
import { analyticsCsv } from '../../analytics/analyticsCsv';
import { analyticsScopeFor } from '../../analytics/analyticsScope';
import { buildUsageReport } from '../../analytics/analyticsReport';
import { attachmentHeader } from '../../exports/exportFileName';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies';

/** GET /api/analytics.csv?from&to[&team_id]: the same usage as GET /api/analytics, one row per day, member and feature. */
export function exportAnalyticsCsv(app: TApp, ctx: TContext) {
  app.get('/api/analytics.csv', { schema: { querystring: ZAnalyticsQuery }, preHandler: requireSession }, async (request, reply) => {
    const user = authorizeSelf(request.sessionUser, undefined);
    const scope = await analyticsScopeFor(ctx, user, request.query.team_id);
    const period = { from: request.query.from, to: request.query.to };
    const { usage, members } = await buildUsageReport(ctx.db, scope, period, 'day');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(`longform-usage-${period.from}-to-${period.to}.csv`))
      .header('cache-control', 'private, no-store')
      .send(analyticsCsv(usage.detail, members));
  });
}
