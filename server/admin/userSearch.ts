import { asc, count, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { TUserRow } from '../db/schema/users';
import { containsPattern } from '../audit/auditEntries';

/** Accounts whose email or name contains `search`, in any case (every account without it). */
export function userSearchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(users.email, pattern), ilike(users.name, pattern));
}

/** A page of accounts matching the search, newest first, and how many match in all. */
export async function searchUsers(db: Db, query: { search?: string; page: number; pageSize: number }): Promise<{ rows: TUserRow[]; total: number }> {
  const where = userSearchCondition(query.search);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.email))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
