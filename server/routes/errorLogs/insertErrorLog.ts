import { z } from 'zod';
import { ZErrorLogInput } from '@core/api/errorLogs';
import type { TApp, TContext } from '../../context';
import { forbidden } from '../../errors';

/**
 * POST /api/insert/error/logs: a client-side failure report. Signed-out pages report too, so no
 * session is required; a signed-in caller can only report as themselves.
 */
export function insertErrorLog(app: TApp, ctx: TContext) {
  app.post(
    '/api/insert/error/logs',
    {
      schema: { body: ZErrorLogInput, response: { 202: z.object({ ok: z.literal(true) }) } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const session = request.sessionUser;
      const { unique_id, email, message } = request.body;
      if (session && unique_id && unique_id !== session.id) throw forbidden('You can only report errors as yourself.');
      await ctx.reporter.report('client', message, {
        unique_id: session?.id ?? unique_id,
        email: session?.email ?? email,
        verified: Boolean(session),
        user_agent: request.headers['user-agent'],
      });
      return reply.status(202).send({ ok: true });
    },
  );
}
