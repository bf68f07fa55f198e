import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { userKeys } from '../db/schema';

/** The user's stored provider key row (sealed), or undefined without one. */
export async function findUserKey(db: Db, userId: string) {
  const [row] = await db.select().from(userKeys).where(eq(userKeys.userId, userId)).limit(1);
  return row;
}
