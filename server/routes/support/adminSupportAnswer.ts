import { ZAdminSupportAnswerInput, ZAdminSupportThread, ZAdminSupportThreadParams } from '@core/api/support';
import type { TApp, TContext } from '../../context';
import { createMailer } from '../../mail/mailJobs';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { sendAdminAnswer } from '../../support/adminAnswerSender';
import { loadDeskThread, presentDeskThread } from '../../support/deskThread';
import { DeskThread } from '../../support/supportPolicy';
import { threadStatus } from '../../support/supportPresenter';

/** POST /api/admin/support/threads/:thread_id/messages: an administrator answers; the person is emailed. Answers the updated thread. */
export function adminSupportAnswer(app: TApp, ctx: TContext) {
  app.post(
    '/api/admin/support/threads/:thread_id/messages',
    { schema: { params: ZAdminSupportThreadParams, body: ZAdminSupportAnswerInput, response: { 201: ZAdminSupportThread } }, preHandler: requireSession },
    async (request, reply) => {
      const admin = authorizeSelf(request.sessionUser, undefined);
      const adminEmails = ctx.env.ADMIN_EMAILS;
      const thread = await loadDeskThread(ctx.db, admin, adminEmails, request.params.thread_id);
      authorize(admin, 'answer', DeskThread.of({ adminEmails, status: threadStatus(thread) }));
      await sendAdminAnswer({ db: ctx.db, mailer: createMailer(ctx.jobs), appUrl: ctx.env.APP_URL }, admin, thread, request.body.body);
      return reply.status(201).send(await presentDeskThread(ctx.db, admin, adminEmails, thread));
    },
  );
}
