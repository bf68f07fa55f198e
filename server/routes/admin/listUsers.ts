import { ZAdminUsersQuery, ZAdminUsersResponse } from '@core/api/admin';
import type { TApp, TContext } from '../../context';
import { searchUsers } from '../../admin/userSearch';
import { requireSession } from '../../middleware/session';
import { AdminRecords, authorize, authorizeSelf } from '../../policies';
import { presentAdminUser } from '../../presenters/adminUser';

/** GET /api/admin/users (administrators only): accounts with plan, credits, runs and expiry; search by email or name, paged. */
export function listAdminUsers(app: TApp, ctx: TContext) {
  app.get('/api/admin/users', { schema: { querystring: ZAdminUsersQuery, response: { 200: ZAdminUsersResponse } }, preHandler: requireSession }, async (request) => {
    authorize(authorizeSelf(request.sessionUser, undefined), 'read', AdminRecords.of({ adminEmails: ctx.env.ADMIN_EMAILS }));
    const { search, page, page_size } = request.query;
    const { rows, total } = await searchUsers(ctx.db, { search, page, pageSize: page_size });
    return { users: rows.map((row) => presentAdminUser(row)), total, page, page_size };
  });
}
