import { ZUniqueIdQuery } from '@core/api/projects';
import { ZUserKeyInfo } from '@core/api/userKeys';
import type { TApp, TContext } from '../../context';
import { findUserKey } from '../../queries/userKeyFinder';
import { notFound } from '../../errors';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { presentUserKey } from '../../presenters/userKey';

/** GET /api/fetch/user/key?unique_id: whether a provider key is stored; 404 means none (spec §4 opens the key modal). */
export function fetchUserKey(app: TApp, ctx: TContext) {
  app.get(
    '/api/fetch/user/key',
    { schema: { querystring: ZUniqueIdQuery, response: { 200: ZUserKeyInfo } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const row = await findUserKey(ctx.db, user.id);
      if (!row) throw notFound('No provider key is stored for this account.');
      return presentUserKey(row);
    },
  );
}
