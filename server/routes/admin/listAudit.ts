import { ZAdminAuditQuery, ZAdminAuditResponse } from '@core/api/admin';
import type { TApp, TContext } from '../../context';
import { listAuditEntries } from '../../audit/auditEntries';
import { requireSession } from '../../middleware/session';
import { AdminRecords, authorize, authorizeSelf } from '../../policies';

/** GET /api/admin/audit (administrators only): the audit log, newest first, paged; `subject` filters by account email or flag id. */
export function listAudit(app: TApp, ctx: TContext) {
  app.get('/api/admin/audit', { schema: { querystring: ZAdminAuditQuery, response: { 200: ZAdminAuditResponse } }, preHandler: requireSession }, async (request) => {
    authorize(authorizeSelf(request.sessionUser, undefined), 'read', AdminRecords.of({ adminEmails: ctx.env.ADMIN_EMAILS }));
    const { subject, page, page_size } = request.query;
    const { entries, total } = await listAuditEntries(ctx.db, { subject, page, pageSize: page_size });
    return { entries, total, page, page_size };
  });
}
