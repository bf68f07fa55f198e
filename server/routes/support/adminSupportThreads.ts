import { SUPPORT_LIMITS, ZAdminSupportThreads, ZAdminSupportThreadsQuery } from '@core/api/support';
import type { TApp, TContext } from '../../context';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { listDeskThreads } from '../../support/supportDeskList';
import { SupportDesk } from '../../support/supportPolicy';

/** GET /api/admin/support/threads?page: every support thread, latest message first, with unread marks (administrators only). */
export function adminSupportThreads(app: TApp, ctx: TContext) {
  app.get('/api/admin/support/threads', { schema: { querystring: ZAdminSupportThreadsQuery, response: { 200: ZAdminSupportThreads } }, preHandler: requireSession }, async (request) => {
    const admin = authorizeSelf(request.sessionUser, undefined);
    authorize(admin, 'read', SupportDesk.of({ adminEmails: ctx.env.ADMIN_EMAILS }));
    const { page } = request.query;
    const { threads, total } = await listDeskThreads(ctx.db, page);
    return { threads, page, page_size: SUPPORT_LIMITS.adminPageSize, total };
  });
}
