import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { TUserRow } from '../db/schema/users';
import { AdminError } from './adminError';

/** The account with this email (stored lower-case), or a refusal that says how to list accounts. */
export async function findUserByEmail(db: Db, email: string): Promise<TUserRow> {
  const wanted = email.trim().toLowerCase();
  const [user] = await db.select().from(users).where(eq(users.email, wanted)).limit(1);
  if (!user) throw new AdminError(`No account has the email "${email}". List the accounts with: npm run admin -- list-users`);
  return user;
}
