import { ZAnalyticsQuery, ZAnalyticsReport } from '@core/api/analytics';
import type { TApp, TContext } from '../../context';
import { analyticsScopeFor } from '../../analytics/analyticsScope';
import { buildUsageReport, presentAnalyticsReport } from '../../analytics/analyticsReport';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies';

/**
 * GET /api/analytics?from&to[&team_id]: usage over the period per member and feature (spec §2
 * /account/analytics), for those spec §6's analytics rule lets in (403 otherwise).
 */
export function fetchAnalytics(app: TApp, ctx: TContext) {
  app.get('/api/analytics', { schema: { querystring: ZAnalyticsQuery, response: { 200: ZAnalyticsReport } }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, undefined);
    const scope = await analyticsScopeFor(ctx, user, request.query.team_id);
    const period = { from: request.query.from, to: request.query.to };
    return presentAnalyticsReport(scope, period, await buildUsageReport(ctx.db, scope, period));
  });
}
