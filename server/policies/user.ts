import type { TSessionUser } from '../auth/sessionUser';
import { forbidden, unauthorized } from '../errors';
import { allow, authorize, entity, User } from './cancan';

/** The account a request names (its unique_id; none named: the session's own). */
export type TAccountSubject = { id: string | undefined };

/** Accounts: identity comes from the session, never from the request; another unique_id answers 403. */
export const Account = entity<TAccountSubject, 'act as'>('account', ['act as'], () => forbidden('You can only reach your own account.'));

const isSelf = (user: TSessionUser, account: TAccountSubject) => account.id === undefined || account.id === user.id;

allow(User, 'act as', Account, isSelf);

/** The signed-in person acting as the account the request names: 401 without a session, 403 for someone else's unique_id. */
export function authorizeSelf(user: TSessionUser | null, uniqueId: string | undefined): TSessionUser {
  if (!user) throw unauthorized();
  authorize(user, 'act as', Account.of({ id: uniqueId }));
  return user;
}
