import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema/users';

/** Display names of the given accounts, by id (for logs that say who did what). */
export async function peopleNames(db: Pick<Db, 'select'>, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}
