import { eq } from 'drizzle-orm';
import { ZAccountProfileResponse, ZUpdateNameInput } from '@core/api/account';
import type { TApp, TContext } from '../../context';
import { buildAccountProfile } from '../../account/accountProfile';
import { users } from '../../db/schema';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';

/** PUT /api/account/name: the person's display name (spec §3 displayName). */
export function updateName(app: TApp, ctx: TContext) {
  app.put(
    '/api/account/name',
    { schema: { body: ZUpdateNameInput, response: { 200: ZAccountProfileResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      await ctx.db.update(users).set({ name: request.body.name, updatedAt: new Date() }).where(eq(users.id, user.id));
      return { profile: await buildAccountProfile(ctx, user.id) };
    },
  );
}
