import { z } from 'zod';
import type { TApp, TContext } from '../../context';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export function health(app: TApp, ctx: TContext) {
  app.get(
    '/api/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: z.object({ status: z.literal('unavailable'), database: z.string() }) } } },
    async (request, reply) => {
      const reachable = await ctx.database.ping().catch((error: unknown) => {
        request.log.error({ err: error }, 'database ping failed');
        return false;
      });
      if (!reachable) return reply.status(503).send({ status: 'unavailable', database: ctx.database.kind });
      return { status: 'ok' as const, database: ctx.database.kind };
    },
  );
}

/** GET /api/ping: no database, no session; the baseline the API benchmark compares against. */
export function ping(app: TApp) {
  app.get('/api/ping', async () => ({ pong: true }));
}
