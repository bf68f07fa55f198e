import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/** The account's email as stored, or null for an unknown id. */
export async function currentEmailOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
