import type { TSupportThreadStatus } from '@core/api/support';
import { forbidden, notFound } from '../errors';
import { isAdminEmail } from '../policies/admin';
import { allow, entity, User } from '../policies/cancan';

/** Every support thread, with who administers the installation (ADMIN_EMAILS). */
export type TSupportDeskSubject = { adminEmails: readonly string[] };

/** The administrators' side of chat support: only an administrator lists, reads and answers threads; anyone else 403. */
export const SupportDesk = entity<TSupportDeskSubject, 'read'>('support threads', ['read'], () => forbidden('Only administrators can read support threads.'));

allow(User, 'read', SupportDesk, (user, desk) => isAdminEmail(user.email, desk.adminEmails));

/** One thread as an administrator acts on it: answer it, close an open one, reopen a closed one. */
export type TDeskThreadSubject = TSupportDeskSubject & { status: TSupportThreadStatus };
export const DeskThread = entity<TDeskThreadSubject, 'answer' | 'close' | 'reopen'>('support thread', ['answer', 'close', 'reopen'], (action) =>
  action === 'answer' ? forbidden('Only administrators can answer support threads.') : forbidden(`This thread cannot be ${action === 'close' ? 'closed' : 'reopened'} now.`),
);

/** Only an open thread can be closed and only a closed one reopened (the admin page and `npm run admin` both ask this). */
export const statusChangeAllowed = (status: TSupportThreadStatus, action: 'close' | 'reopen'): boolean => status === (action === 'close' ? 'open' : 'closed');

const isAdmin = (user: { email: string }, thread: TDeskThreadSubject) => isAdminEmail(user.email, thread.adminEmails);
allow(User, 'answer', DeskThread, isAdmin);
allow(User, 'close', DeskThread, (user, thread) => isAdmin(user, thread) && statusChangeAllowed(thread.status, 'close'));
allow(User, 'reopen', DeskThread, (user, thread) => isAdmin(user, thread) && statusChangeAllowed(thread.status, 'reopen'));

/** A person's own thread: only its owner writes to it (the calls never take a thread id from the person). */
export type TOwnThreadSubject = { userId: string };
export const OwnThread = entity<TOwnThreadSubject, 'write'>('support thread', ['write'], () => notFound('This support thread does not exist.'));

allow(User, 'write', OwnThread, (user, thread) => thread.userId === user.id);
