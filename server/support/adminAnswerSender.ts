import { eq } from 'drizzle-orm';
import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import type { TSupportMessageRow, TSupportThreadRow } from '../db/schema/support';
import { users } from '../db/schema/users';
import type { TMailer } from '../mail/mailJobs';
import { supportAnswerMail } from '../mail/supportMails';
import { appendMessage, markRead } from './supportThreadStore';

export type TAdminAnswerDeps = { db: Db; mailer: TMailer; appUrl: string };

/**
 * An administrator answers a thread: the answer is stored (the person's messages count as read, they
 * were answered) and the person is told by email from the mail queue. The author is the administrator's
 * email, or `cli` for `npm run admin`; the person sees "Support" either way.
 */
export async function sendAdminAnswer(deps: TAdminAnswerDeps, author: Pick<TSessionUser, 'email'>, thread: TSupportThreadRow, body: string): Promise<TSupportMessageRow> {
  const message = await appendMessage(deps.db, thread, { fromAdmin: true, authorEmail: author.email, body });
  await markRead(deps.db, thread.id, false);
  const [person] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, thread.userId));
  if (person) await deps.mailer.send(supportAnswerMail(person.email, { body, link: new URL('/dashboard', deps.appUrl).toString() }));
  return message;
}
