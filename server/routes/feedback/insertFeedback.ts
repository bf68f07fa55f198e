import { ZFeedbackCreated, ZFeedbackInput } from '@core/api/feedback';
import type { TApp, TContext } from '../../context';
import { createFeedback } from '../../feedback/feedbackCreator';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies';

/**
 * POST /api/insert/feedback: the feedback widget's message, optional rating and page. It is stored
 * under the session's account (never an id from the request), then sent to the webhook by a job.
 */
export function insertFeedback(app: TApp, ctx: TContext) {
  app.post(
    '/api/insert/feedback',
    { schema: { body: ZFeedbackInput, response: { 201: ZFeedbackCreated } }, preHandler: requireSession, config: perPersonRateLimit(10) },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      const row = await createFeedback({ db: ctx.db, jobs: ctx.jobs, webhookConfigured: Boolean(ctx.env.FEEDBACK_WEBHOOK_URL) }, user, request.body);
      return reply.status(201).send({ feedback: { id: row.id, created_at: row.createdAt.toISOString() } });
    },
  );
}
