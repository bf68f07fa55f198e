import {
  ZRefreshArticleInput,
  ZRefreshArticleResponse,
  ZSearchConsoleReport,
  ZSearchConsoleReportQuery,
  ZSearchConsoleSites,
  ZSearchConsoleSitesQuery,
} from '@core/api/searchConsole';
import type { TApp, TContext } from '../../context';
import { refreshArticle, searchConsoleReport, searchConsoleSites } from '../../integrations/google/searchConsoleService';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';
import { requireSession } from '../../middleware/session';

/** Each report asks Google four times: a person changing period and property a few times a minute stays well inside. */
const REPORT_RATE_LIMIT = perPersonRateLimit(30);
/** A refresh reads a page and stores it as an asset. */
const REFRESH_RATE_LIMIT = perPersonRateLimit(10);

/**
 * The /search-console page's calls (core/api/searchConsole.ts) over the connected Google Search
 * Console: its properties, a property's report, and "Refresh this article" (a prefilled workflow).
 * Whose integration: `uid`, with the same rules as every integration call (integrationAccess).
 */
export function searchConsoleRoutes(app: TApp, ctx: TContext) {
  app.get(
    '/api/integrations/search-console/sites',
    { schema: { querystring: ZSearchConsoleSitesQuery, response: { 200: ZSearchConsoleSites } }, preHandler: requireSession, config: REPORT_RATE_LIMIT },
    async (request) => searchConsoleSites(ctx, request.sessionUser!, request.query.uid),
  );

  app.get(
    '/api/integrations/search-console/report',
    { schema: { querystring: ZSearchConsoleReportQuery, response: { 200: ZSearchConsoleReport } }, preHandler: requireSession, config: REPORT_RATE_LIMIT },
    async (request) => searchConsoleReport(ctx, request.sessionUser!, request.query),
  );

  app.post(
    '/api/integrations/search-console/refresh',
    { schema: { body: ZRefreshArticleInput, response: { 201: ZRefreshArticleResponse } }, preHandler: requireSession, config: REFRESH_RATE_LIMIT },
    async (request, reply) => reply.code(201).send(await refreshArticle(ctx, request.sessionUser!, request.body)),
  );
}
