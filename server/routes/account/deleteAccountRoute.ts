import { ZDeleteAccountInput, ZDeleteAccountResponse } from '@core/api/account';
import type { TApp, TContext } from '../../context';
import { deleteAccount } from '../../account/accountDeleter';
import { expiredSessionCookie } from '../../account/sessionCookie';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';

/**
 * DELETE /api/account: deletes the signed-in person's account and everything it owns
 * (server/account/accountDeleter.ts) after they typed their email; the session ends with it.
 */
export function deleteAccountRoute(app: TApp, ctx: TContext) {
  app.delete(
    '/api/account',
    { schema: { body: ZDeleteAccountInput, response: { 200: ZDeleteAccountResponse } }, preHandler: requireSession, config: perPersonRateLimit(5) },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      const { email, removedFiles } = await deleteAccount({ db: ctx.db, uploads: ctx.uploads, log: request.log }, user.id, request.body.confirm_email);
      request.log.info({ userId: user.id, email, removedFiles }, 'account deleted by its owner');
      // Open co-editing sockets were authorized when they opened: close the deleted person's.
      await ctx.collaboration.revokeAccess([user.id]);
      reply.header('set-cookie', await expiredSessionCookie(ctx.auth));
      return { deleted: true as const };
    },
  );
}
