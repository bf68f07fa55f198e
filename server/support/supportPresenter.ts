import type { TSupportMessage, TSupportThreadStatus } from '@core/api/support';
import type { TSupportMessageRow, TSupportThreadRow } from '../db/schema/support';

/** A thread's status as the API names it. */
export const threadStatus = (thread: Pick<TSupportThreadRow, 'status'>): TSupportThreadStatus => (thread.status === 'closed' ? 'closed' : 'open');

/**
 * One message for whoever reads it. The person sees "You" and "Support" (which administrator answered
 * stays with the installation); administrators see each writer's email.
 */
export function presentSupportMessage(row: TSupportMessageRow, viewer: 'person' | 'admin'): TSupportMessage {
  const author = viewer === 'admin' ? row.authorEmail : row.fromAdmin ? 'Support' : 'You';
  return { id: row.id, from_admin: row.fromAdmin, author, body: row.body, created_at: row.createdAt.toISOString() };
}
