import { SUPPORT_LIMITS } from '@core/api/support';
import type { Db } from '../db/database';
import { presentSupportMessage, threadStatus } from '../support/supportPresenter';
import { latestMessages, markRead, unreadCount } from '../support/supportThreadStore';
import { cliTime, indented } from './pageOption';
import { findSupportThreadOf } from './supportThreadOfEmail';

/**
 * `support-thread <email>`: the person's thread oldest first (who, when, text), writers named as the
 * admin page names them. Reading it marks the person's messages read, as opening it on the admin page does.
 */
export async function supportThreadCommand(db: Db, email: string): Promise<string> {
  const { user, thread } = await findSupportThreadOf(db, email);
  const messages = (await latestMessages(db, thread.id)).map((row) => presentSupportMessage(row, 'admin'));
  const unread = await unreadCount(db, thread.id, false);
  await markRead(db, thread.id, false);
  const shown = messages.length === SUPPORT_LIMITS.messagesShown ? `the latest ${messages.length} messages` : `${messages.length} message(s)`;
  return [
    `Support thread of ${user.name} (${user.email}): ${threadStatus(thread)}, ${shown}, oldest first.`,
    '',
    ...messages.flatMap((message) => [`${cliTime(message.created_at)}  ${message.author}${message.from_admin ? ' (support)' : ''}`, indented(message.body)]),
    '',
    unread > 0 ? `Marked ${unread} unread message(s) from ${user.email} read.` : `No unread message from ${user.email}.`,
    `Answer with: npm run admin -- support-reply ${user.email} "<message>"`,
  ].join('\n');
}
