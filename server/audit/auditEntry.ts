import type { Db } from '../db/database';
import { auditLog } from '../db/schema';

/** One line of the audit log: who (`actor`), what (`action`), on what (`subject`: an account's email or a flag id), before and after. */
export type TAuditEntryInput = {
  actor: string;
  action: string;
  subject: string;
  targetUserId?: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** Writes an entry with the caller's transaction, so the change and its entry commit or roll back together. */
export async function writeAuditEntry(tx: Db, entry: TAuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, targetUserId: entry.targetUserId ?? null });
}
