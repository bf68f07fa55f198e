import type { TSupportThread } from '@core/api/support';
import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import { can } from '../policies/cancan';
import { OwnThread } from './supportPolicy';
import { presentSupportMessage, threadStatus } from './supportPresenter';
import { findThreadOfUser, latestMessages, unreadCount } from './supportThreadStore';

/** The person's own thread (empty before their first message), with the administrators' answers they have not read. */
export async function presentPersonThread(db: Db, user: TSessionUser): Promise<TSupportThread> {
  const thread = await findThreadOfUser(db, user.id);
  const write = can(user, 'write', OwnThread.of({ userId: thread?.userId ?? user.id }));
  if (!thread) return { thread: { status: null, messages: [], unread: 0, abilities: { write } } };
  return {
    thread: {
      status: threadStatus(thread),
      messages: (await latestMessages(db, thread.id)).map((row) => presentSupportMessage(row, 'person')),
      unread: await unreadCount(db, thread.id, true),
      abilities: { write },
    },
  };
}
