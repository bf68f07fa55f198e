import type { TApp, TContext } from '../../context';
import { exportAnalyticsCsv } from './exportAnalyticsCsv';
import { fetchAnalytics } from './fetchAnalytics';

/** Analytics (spec §2 /account/analytics): usage per member and feature over a period, as JSON and as CSV. */
export function registerAnalyticsRoutes(app: TApp, ctx: TContext) {
  fetchAnalytics(app, ctx);
  exportAnalyticsCsv(app, ctx);
}
