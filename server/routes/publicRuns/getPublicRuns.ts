import { ZPublicRunsStatus } from '@core/api/publicRuns';
import type { TApp, TContext } from '../../context';
import { loadPublicRuns } from '../../queries/publicRunsLoader';
import { resolveVisitor } from './visitor';

/** GET /api/public/runs: today's free runs of this public visitor (no session needed). */
export function getPublicRuns(app: TApp, ctx: TContext) {
  app.get('/api/public/runs', { schema: { response: { 200: ZPublicRunsStatus } } }, async (request, reply) => {
    const visitor = resolveVisitor(request, reply, ctx.env.APP_URL.startsWith('https://'));
    return loadPublicRuns(ctx.db, visitor, new Date());
  });
}
