import { ZSupportMessageCreated, ZSupportMessageInput } from '@core/api/support';
import type { TApp, TContext } from '../../context';
import { createMailer } from '../../mail/mailJobs';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies';
import { sendPersonMessage } from '../../support/personMessageSender';
import { requireChatSupport } from '../../support/supportFlag';
import { presentSupportMessage } from '../../support/supportPresenter';

/**
 * POST /api/insert/support/message: the signed-in person writes to the administrators, always into
 * their own thread (no thread id is taken); the administrators are emailed. Rate-limited per person:
 * each message is an email to every administrator.
 */
export function insertSupportMessage(app: TApp, ctx: TContext) {
  app.post(
    '/api/insert/support/message',
    { schema: { body: ZSupportMessageInput, response: { 201: ZSupportMessageCreated } }, preHandler: requireSession, config: perPersonRateLimit(10) },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      await requireChatSupport(ctx, user, request.body.team_mode);
      const deps = { db: ctx.db, mailer: createMailer(ctx.jobs), adminEmails: ctx.env.ADMIN_EMAILS, appUrl: ctx.env.APP_URL, logger: request.log };
      const message = await sendPersonMessage(deps, user, request.body.body);
      return reply.status(201).send({ message: presentSupportMessage(message, 'person') });
    },
  );
}
