import type { TSessionUser } from '../auth/sessionUser';
import type { TEnv } from '../env';
import { forbidden, unauthorized } from '../errors';

/** Whether this email is one of the installation's administrators (ADMIN_EMAILS), without case or spaces. */
export function isAdminEmail(email: string | null | undefined, adminEmails: readonly string[]): boolean {
  if (!email) return false;
  const wanted = email.trim().toLowerCase();
  return adminEmails.some((listed) => listed.trim().toLowerCase() === wanted);
}

/** Only a signed-in administrator (session email in ADMIN_EMAILS) passes: 401 without a session, 403 otherwise. */
export function authorizeAdmin(user: TSessionUser | null, env: Pick<TEnv, 'ADMIN_EMAILS'>): TSessionUser {
  if (!user) throw unauthorized();
  if (!isAdminEmail(user.email, env.ADMIN_EMAILS)) throw forbidden('Only administrators can change feature flags.');
  return user;
}
