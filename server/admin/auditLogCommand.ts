import { auditChanges } from '@core/audit/auditChanges';
import type { Db } from '../db/database';
import { listAuditEntries } from '../audit/auditEntries';
import { AdminUsageError } from './adminError';

/** Entries per page of `audit-log`. */
export const AUDIT_PAGE_SIZE = 50;

export const AUDIT_USAGE = 'npm run admin -- audit-log [<email or flag id>] [--page <n>]';

/** `[<subject>] [--page <n>]`, in any order; anything else is wrong usage. */
function parseArgs(args: string[]): { subject?: string; page: number } {
  let subject: string | undefined;
  let page = 1;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--page') {
      const text = args[++i] ?? '';
      page = Number(text);
      if (!/^\d+$/.test(text) || page < 1 || page > 100_000) throw new AdminUsageError(`--page takes a page number from 1, got "${text}".\n\n${AUDIT_USAGE}`);
    } else if (subject === undefined && !arg.startsWith('--')) {
      subject = arg.trim().slice(0, 200) || undefined;
    } else {
      throw new AdminUsageError(`Unexpected "${arg}".\n\n${AUDIT_USAGE}`);
    }
  }
  return { subject, page };
}

/**
 * `audit-log [<email or flag id>] [--page <n>]`: the audit log, newest first, 50 entries a page,
 * each as one line (when, who, what, on what) and its changed fields (before → after).
 */
export async function auditLogCommand(db: Db, args: string[]): Promise<string> {
  const { subject, page } = parseArgs(args);
  const { entries, total } = await listAuditEntries(db, { subject, page, pageSize: AUDIT_PAGE_SIZE });
  if (total === 0) return subject ? `No audit entry is about "${subject}".` : 'The audit log is empty.';
  const pages = Math.ceil(total / AUDIT_PAGE_SIZE);
  if (entries.length === 0) return `Page ${page} is past the last page (${pages}).`;
  const lines = entries.flatMap((entry) => [
    `${entry.at.replace('T', ' ').slice(0, 19)}  ${entry.actor}  ${entry.action}  ${entry.subject}`,
    ...auditChanges(entry.before, entry.after).map((change) => `    ${change.field}: ${change.before} → ${change.after}`),
  ]);
  return [...lines, '', `Page ${page} of ${pages} (${total} entries, newest first).${page < pages ? ` Next: --page ${page + 1}` : ''}`].join('\n');
}
