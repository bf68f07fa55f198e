import { SUPPORT_LIMITS } from '@core/api/support';
import type { Db } from '../db/database';
import { listDeskThreads } from '../support/supportDeskList';
import { cliTime, indented, pageFooter, parsePageOnly } from './pageOption';

export const SUPPORT_THREADS_USAGE = 'npm run admin -- support-threads [--page <n>]';

/**
 * `support-threads [--page <n>]`: every support thread as the admin page lists it (same query), latest
 * message first, 20 a page: when, whose, its status and unread count, then the start of its last message.
 */
export async function supportThreadsCommand(db: Db, args: string[]): Promise<string> {
  const page = parsePageOnly(args, SUPPORT_THREADS_USAGE, SUPPORT_LIMITS.maxPage);
  const { threads, total } = await listDeskThreads(db, page);
  if (total === 0) return 'No one has written to support yet.';
  const pages = Math.ceil(total / SUPPORT_LIMITS.adminPageSize);
  if (threads.length === 0) return `Page ${page} is past the last page (${pages}).`;
  const lines = threads.flatMap((thread) => [
    `${cliTime(thread.last_message_at)}  ${thread.user_email} (${thread.user_name})  ${thread.status}  ${thread.unread} unread`,
    // The list shows the last message's start; its first line is enough to tell threads apart.
    indented(thread.last_message.split(/\r?\n/)[0] ?? ''),
  ]);
  return [...lines, '', pageFooter(page, SUPPORT_LIMITS.adminPageSize, total, 'threads', 'latest message first'), 'Read one with: npm run admin -- support-thread <email>'].join('\n');
}
