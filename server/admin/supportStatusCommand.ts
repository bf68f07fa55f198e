import type { Db } from '../db/database';
import { statusChangeAllowed } from '../support/supportPolicy';
import { threadStatus } from '../support/supportPresenter';
import { setThreadStatus } from '../support/supportThreadStore';
import { AdminError } from './adminError';
import { findSupportThreadOf } from './supportThreadOfEmail';

/** `support-close <email>` / `support-reopen <email>`: the admin page's close and reopen, under the same rule (an open thread closes, a closed one reopens). */
export async function supportStatusCommand(db: Db, email: string, action: 'close' | 'reopen'): Promise<string> {
  const { user, thread } = await findSupportThreadOf(db, email);
  const status = threadStatus(thread);
  if (!statusChangeAllowed(status, action)) throw new AdminError(`The support thread of ${user.email} is already ${status}.`);
  await setThreadStatus(db, thread.id, action === 'close' ? 'closed' : 'open');
  return `${action === 'close' ? 'Closed' : 'Reopened'} the support thread of ${user.email}.`;
}
