import { eq } from 'drizzle-orm';
import { fromNodeHeaders } from 'better-auth/node';
import { ZChangeEmailInput, ZChangeEmailResponse } from '@core/api/account';
import type { TApp, TContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { authCallError } from '../../account/authCallError';

/**
 * POST /api/account/email: better-auth's change-email flow. A link goes to the new address (the mail
 * of server/account/changeEmailMail.ts); the account's email changes when it is opened. An address
 * another account uses is refused here (better-auth would answer "sent" and send nothing).
 */
export function changeEmail(app: TApp, ctx: TContext) {
  app.post(
    '/api/account/email',
    { schema: { body: ZChangeEmailInput, response: { 200: ZChangeEmailResponse } }, preHandler: requireSession, config: perPersonRateLimit(5) },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      const newEmail = request.body.new_email;
      if (newEmail === user.email.toLowerCase()) throw badRequest('That is already your email address.', 'new_email');
      const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
      if (taken) throw conflict('Another account uses that email address.', 'new_email');
      try {
        await ctx.auth.api.changeEmail({ body: { newEmail, callbackURL: '/account/profile' }, headers: fromNodeHeaders(request.headers) });
      } catch (error) {
        throw authCallError(error);
      }
      return { sent_to: newEmail };
    },
  );
}
