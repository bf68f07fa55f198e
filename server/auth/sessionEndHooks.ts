import { APIError, createAuthMiddleware } from 'better-auth/api';
import { ANOTHER_DEVICE_CODE, ANOTHER_DEVICE_MESSAGE } from '@core/api/account';
import type { Db } from '../db/database';
import { endOlderSessionsOnOneSessionPlans, sessionEndReasonIn } from './endedSessions';

/** better-auth's session-create hook: a new sign-in on a one-session plan ends the older sessions (endedSessions.ts). */
export function sessionCreatedHook(db: Db) {
  return async (session: { id: string; userId: string; createdAt: Date }) => {
    await endOlderSessionsOnOneSessionPlans(db, session);
  };
}

/**
 * After GET /api/auth/get-session found no session: if the cookie's token was ended because another
 * device signed in, answer 401 with that reason instead of "no session", so the old tab can say why
 * (the app's boot reads the session first). Costs a query only for a signed cookie with no session.
 */
export function sessionEndReasonHook(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/get-session' || ctx.context.returned !== null) return;
    const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
    if (!token) return;
    if ((await sessionEndReasonIn(db, token)) === ANOTHER_DEVICE_CODE) {
      throw new APIError('UNAUTHORIZED', { code: ANOTHER_DEVICE_CODE, message: ANOTHER_DEVICE_MESSAGE });
    }
  });
}
