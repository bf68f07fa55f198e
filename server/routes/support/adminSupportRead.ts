import { ZAdminSupportThreadParams, ZSupportUnread } from '@core/api/support';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies';
import { loadDeskThread } from '../../support/deskThread';
import { markRead } from '../../support/supportThreadStore';

/** POST /api/admin/support/threads/:thread_id/read: an administrator has read the person's messages (clears the unread mark). */
export function adminSupportRead(app: TApp, ctx: TContext) {
  app.post('/api/admin/support/threads/:thread_id/read', { schema: { params: ZAdminSupportThreadParams, response: { 200: ZSupportUnread } }, preHandler: requireSession }, async (request) => {
    const admin = authorizeSelf(request.sessionUser, undefined);
    const thread = await loadDeskThread(ctx.db, admin, ctx.env.ADMIN_EMAILS, request.params.thread_id);
    await markRead(ctx.db, thread.id, false);
    return { unread: 0 };
  });
}
