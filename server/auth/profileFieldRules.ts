import { APIError, createAuthMiddleware } from 'better-auth/api';
import { ZPassword, ZPersonName } from '@core/api/fieldLimits';

/**
 * better-auth's own profile endpoints stay reachable at /api/auth/*: hold them to the same field
 * rules as the profile page's calls (a name of 1–100 characters; a password with a letter and a
 * number), so they are no way around the limits. The page itself uses /api/account/*.
 */
export const profileFieldRules = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as { name?: unknown; newPassword?: unknown };
  if (ctx.path === '/update-user' && body.name !== undefined) {
    const checked = ZPersonName.safeParse(body.name);
    if (!checked.success) throw new APIError('BAD_REQUEST', { message: checked.error.issues[0]!.message });
  }
  if (ctx.path === '/change-password') {
    const checked = ZPassword.safeParse(body.newPassword);
    if (!checked.success) throw new APIError('BAD_REQUEST', { message: checked.error.issues[0]!.message });
  }
});
