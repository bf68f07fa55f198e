import type { Db } from '../db/database';
import type { TSupportThreadRow } from '../db/schema/support';
import type { TUserRow } from '../db/schema/users';
import { findThreadOfUser } from '../support/supportThreadStore';
import { AdminError } from './adminError';
import { findUserByEmail } from './userByEmail';

/** The account with this email and its support thread, or a refusal: no such account, or they never wrote to support. */
export async function findSupportThreadOf(db: Db, email: string): Promise<{ user: TUserRow; thread: TSupportThreadRow }> {
  const user = await findUserByEmail(db, email);
  const thread = await findThreadOfUser(db, user.id);
  if (!thread) throw new AdminError(`${user.email} has not written to support: there is no thread. List the threads with: npm run admin -- support-threads`);
  return { user, thread };
}
