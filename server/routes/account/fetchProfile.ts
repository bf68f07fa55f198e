import { ZAccountProfile } from '@core/api/account';
import type { TApp, TContext } from '../../context';
import { buildAccountProfile } from '../../account/accountProfile';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';

/** GET /api/account/profile: the signed-in person's profile page, with what they may do there. */
export function fetchProfile(app: TApp, ctx: TContext) {
  app.get('/api/account/profile', { schema: { response: { 200: ZAccountProfile } }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, undefined);
    return buildAccountProfile(ctx, user.id);
  });
}
