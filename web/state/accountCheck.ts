import type { TUser } from '@core/api/users';

/**
 * Signed-in users who may not continue (spec §4): an inactive profile, a profile that belongs to
 * another email than the session, or no plan. The shell shows the message and signs out after 3 s.
 */
export function accountProblem(
  user: Pick<TUser, 'activeUser' | 'email' | 'userPlan'>,
  sessionEmail: string,
): string | null {
  if (!user.activeUser) return 'Your account is not active. Please contact support if you think this is a mistake.';
  if (user.email.trim().toLowerCase() !== sessionEmail.trim().toLowerCase()) {
    return 'This session does not match your account. Please sign in again.';
  }
  if (!user.userPlan) return 'Your account has no plan. Please contact support to restore access.';
  return null;
}
