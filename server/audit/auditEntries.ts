import { count, desc, ilike } from 'drizzle-orm';
import type { TAuditEntry } from '@core/api/admin';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema';

/** `%text%` for ILIKE, with the pattern's own characters escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the audit log, newest first; with `subject`, only entries whose subject (an account's
 * email or a flag id) contains it, in any case. `total` counts every matching entry.
 */
export async function listAuditEntries(db: Db, query: { subject?: string; page: number; pageSize: number }): Promise<{ entries: TAuditEntry[]; total: number }> {
  const where = query.subject ? ilike(auditLog.subject, containsPattern(query.subject)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map((row) => ({ id: row.id, at: row.at.toISOString(), actor: row.actor, action: row.action, subject: row.subject, before: row.before, after: row.after })),
    total: counted?.total ?? 0,
  };
}
