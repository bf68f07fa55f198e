import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ZSeenVersionInput } from '@core/api/users';
import type { TApp, TContext } from '../../context';
import { users } from '../../db/schema';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';

/** POST /api/update/user/seen/version: remembers the newest version whose what's-new the user closed. */
export function updateSeenVersion(app: TApp, ctx: TContext) {
  app.post(
    '/api/update/user/seen/version',
    { schema: { body: ZSeenVersionInput, response: { 200: z.object({ last_seen_version: z.string() }) } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      await ctx.db.update(users).set({ lastSeenVersion: request.body.version, updatedAt: new Date() }).where(eq(users.id, user.id));
      return { last_seen_version: request.body.version };
    },
  );
}
