import { eq } from 'drizzle-orm';
import type { TAdminSupportThread } from '@core/api/support';
import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import type { TSupportThreadRow } from '../db/schema/support';
import { users } from '../db/schema/users';
import { notFound } from '../errors';
import { authorize, can } from '../policies/cancan';
import { DeskThread, SupportDesk } from './supportPolicy';
import { presentSupportMessage, threadStatus } from './supportPresenter';
import { findThreadById, latestMessages } from './supportThreadStore';

/** An administrators' call on one thread: 403 for anyone else (before any lookup, so ids cannot be probed), 404 for a missing thread. */
export async function loadDeskThread(db: Db, admin: TSessionUser, adminEmails: readonly string[], threadId: string): Promise<TSupportThreadRow> {
  authorize(admin, 'read', SupportDesk.of({ adminEmails }));
  const thread = await findThreadById(db, threadId);
  if (!thread) throw notFound('This support thread does not exist.');
  return thread;
}

/** The thread as administrators see it: the person, the latest messages with their writers, and what this administrator may do now. */
export async function presentDeskThread(db: Db, admin: TSessionUser, adminEmails: readonly string[], thread: TSupportThreadRow): Promise<TAdminSupportThread> {
  const [person] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, thread.userId));
  const status = threadStatus(thread);
  const subject = DeskThread.of({ adminEmails, status });
  return {
    thread: {
      id: thread.id,
      user_email: person?.email ?? '',
      user_name: person?.name ?? '',
      status,
      messages: (await latestMessages(db, thread.id)).map((row) => presentSupportMessage(row, 'admin')),
      abilities: { answer: can(admin, 'answer', subject), close: can(admin, 'close', subject), reopen: can(admin, 'reopen', subject) },
    },
  };
}
