import { fromNodeHeaders } from 'better-auth/node';
import { ZAccountProfileResponse, ZChangePasswordInput } from '@core/api/account';
import type { TApp, TContext } from '../../context';
import { buildAccountProfile } from '../../account/accountProfile';
import { authCallError } from '../../account/authCallError';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';

/**
 * POST /api/account/password: better-auth's change-password with the current password. Every other
 * session of the account ends (a stolen password stops working elsewhere); this browser gets a new
 * session cookie.
 */
export function changePassword(app: TApp, ctx: TContext) {
  app.post(
    '/api/account/password',
    { schema: { body: ZChangePasswordInput, response: { 200: ZAccountProfileResponse } }, preHandler: requireSession, config: perPersonRateLimit(10) },
    async (request, reply) => {
      const user = authorizeSelf(request.sessionUser, undefined);
      let cookies: string[] = [];
      try {
        const { headers } = await ctx.auth.api.changePassword({
          body: { currentPassword: request.body.current_password, newPassword: request.body.new_password, revokeOtherSessions: true },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        cookies = headers.getSetCookie();
      } catch (error) {
        throw authCallError(error);
      }
      if (cookies.length) reply.header('set-cookie', cookies);
      return { profile: await buildAccountProfile(ctx, user.id) };
    },
  );
}
