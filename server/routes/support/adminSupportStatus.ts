import { ZAdminSupportStatusInput, ZAdminSupportThread, ZAdminSupportThreadParams } from '@core/api/support';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { loadDeskThread, presentDeskThread } from '../../support/deskThread';
import { DeskThread } from '../../support/supportPolicy';
import { threadStatus } from '../../support/supportPresenter';
import { setThreadStatus } from '../../support/supportThreadStore';

/** PUT /api/admin/support/threads/:thread_id { status }: closes an open thread or reopens a closed one (administrators only; otherwise 403). */
export function adminSupportStatus(app: TApp, ctx: TContext) {
  app.put(
    '/api/admin/support/threads/:thread_id',
    { schema: { params: ZAdminSupportThreadParams, body: ZAdminSupportStatusInput, response: { 200: ZAdminSupportThread } }, preHandler: requireSession },
    async (request) => {
      const admin = authorizeSelf(request.sessionUser, undefined);
      const adminEmails = ctx.env.ADMIN_EMAILS;
      const thread = await loadDeskThread(ctx.db, admin, adminEmails, request.params.thread_id);
      const wanted = request.body.status;
      authorize(admin, wanted === 'closed' ? 'close' : 'reopen', DeskThread.of({ adminEmails, status: threadStatus(thread) }));
      await setThreadStatus(ctx.db, thread.id, wanted);
      return presentDeskThread(ctx.db, admin, adminEmails, { ...thread, status: wanted });
    },
  );
}
