import { ZAdminSupportThread, ZAdminSupportThreadParams } from '@core/api/support';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies';
import { loadDeskThread, presentDeskThread } from '../../support/deskThread';

/** GET /api/admin/support/threads/:thread_id: one thread with its messages and what the administrator may do (administrators only). */
export function adminSupportThread(app: TApp, ctx: TContext) {
  app.get(
    '/api/admin/support/threads/:thread_id',
    { schema: { params: ZAdminSupportThreadParams, response: { 200: ZAdminSupportThread } }, preHandler: requireSession },
    async (request) => {
      const admin = authorizeSelf(request.sessionUser, undefined);
      const thread = await loadDeskThread(ctx.db, admin, ctx.env.ADMIN_EMAILS, request.params.thread_id);
      return presentDeskThread(ctx.db, admin, ctx.env.ADMIN_EMAILS, thread);
    },
  );
}
