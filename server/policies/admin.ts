import type { TSessionUser } from '../auth/sessionUser';
import type { TEnv } from '../env';
import { forbidden } from '../errors';
import { allow, entity, User } from './cancan';

/** Whether this email is one of the installation's administrators (ADMIN_EMAILS), without case or spaces. */
export function isAdminEmail(email: string | null | undefined, adminEmails: readonly string[]): boolean {
  if (!email) return false;
  const wanted = email.trim().toLowerCase();
  return adminEmails.some((listed) => listed.trim().toLowerCase() === wanted);
}

/** The installation's feature flags, with who administers them (ADMIN_EMAILS). */
export type TFeatureFlagsSubject = { adminEmails: TEnv['ADMIN_EMAILS'] };

/** Feature flags: only an administrator (session email in ADMIN_EMAILS) reads or changes them; anyone else 403. */
export const FeatureFlags = entity<TFeatureFlagsSubject, 'read' | 'update'>('feature flags', ['read', 'update'], () =>
  forbidden('Only administrators can change feature flags.'),
);

const isAdministrator = (user: TSessionUser, flags: TFeatureFlagsSubject) => isAdminEmail(user.email, flags.adminEmails);

allow(User, ['read', 'update'], FeatureFlags, isAdministrator);

/** Accounts' plans, credits, runs and expiry (PUT /api/update/user): only an administrator changes them; anyone else 403. */
export const AccountLimits = entity<TFeatureFlagsSubject, 'update'>('account limits', ['update'], () =>
  forbidden('Only administrators can change plans, credits and expiry.'),
);

allow(User, ['update'], AccountLimits, isAdministrator);

/** The accounts list and the audit log of the admin page: only an administrator reads them; anyone else 403. */
export const AdminRecords = entity<TFeatureFlagsSubject, 'read'>('admin records', ['read'], () =>
  forbidden('Only administrators can see accounts and the audit log.'),
);

allow(User, ['read'], AdminRecords, isAdministrator);
