import { ZAutoblogRunInput, ZAutoblogRunResponse } from '@core/api/autoblog';
import type { TApp, TContext } from '../../context';
import { startAutoblogRun } from '../../autoblog/runStarter';
import { requireSession } from '../../middleware/session';
import { runResponse } from '../../autoblog/runResponse';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';

/** Room for a 500,000-character CSV, JSON-escaped. */
const BODY_LIMIT = 2 * 1_048_576;
/** Runs started per person per minute (each queues up to 100 articles). */
const START_RATE_LIMIT = perPersonRateLimit(10);

/** POST /api/autoblog/runs: starts a run of one keyword or a list; answers the queued run (202), which the runs page polls. */
export function startRun(app: TApp, ctx: TContext) {
  app.post(
    '/api/autoblog/runs',
    { schema: { body: ZAutoblogRunInput, response: { 202: ZAutoblogRunResponse } }, bodyLimit: BODY_LIMIT, preHandler: requireSession, config: START_RATE_LIMIT },
    async (request, reply) => {
      const run = await startAutoblogRun(ctx, request.sessionUser, request.body);
      return reply.code(202).send(await runResponse(ctx, run, request.sessionUser!));
    },
  );
}
