import { ZUsePublicRunInput, ZUsePublicRunResponse } from '@core/api/publicRuns';
import type { TApp, TContext } from '../../context';
import { usePublicRun } from '../../commands/publicRunUser';
import { resolveVisitor } from './visitor';

/**
 * POST /api/public/runs/use {tool}: a public visitor starts a free run (no session needed). 200
 * with the runs left, or 400 once today's 15 are used by this visitor or from this address.
 */
export function usePublicRuns(app: TApp, ctx: TContext) {
  app.post(
    '/api/public/runs/use',
    { schema: { body: ZUsePublicRunInput, response: { 200: ZUsePublicRunResponse } } },
    async (request, reply) => {
      const visitor = resolveVisitor(request, reply, ctx.env.APP_URL.startsWith('https://'));
      const { runs_left } = await usePublicRun(ctx.db, visitor, new Date());
      return { runs_left };
    },
  );
}
