import type { TSessionUser } from '../auth/sessionUser';
import { forbidden, unauthorized } from '../errors';

/**
 * Identity comes from the session, never from the request: a unique_id that is not the session
 * user's is refused, whatever the caller sends.
 */
export function authorizeSelf(user: TSessionUser | null, uniqueId: string | undefined): TSessionUser {
  if (!user) throw unauthorized();
  if (uniqueId !== undefined && uniqueId !== user.id) throw forbidden('You can only reach your own account.');
  return user;
}
