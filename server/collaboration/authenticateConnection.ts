import type { TSessionUser } from '../auth/sessionUser';
import type { FlagService } from '../flags/flagService';
import type { TDatabase } from '../db/database';
import { readSessionToken } from '../auth/sessionToken';
import { authorize } from '../policies';
import { requirePageFlag } from '../policies/pageFlag';
import { loadBlog } from '../queries/blogLoader';
import { loadSessionUser } from '../queries/sessionUserLoader';

/** What a collaboration connection knows about its person once authenticated (names the caret). */
export type TCollaborationContext = { user: TSessionUser };

/**
 * A WebSocket may open a doc only with a live session cookie (the same one-query check as the API,
 * not better-auth's full getSession) and only when the blog rule (policies/blog.ts) lets that person read the doc:
 * its author, or a member of the team it was made in, with the `docs` flag on (the API's rule).
 * Throwing refuses the connection.
 */
export async function authenticateConnection(options: {
  database: TDatabase;
  flags: FlagService;
  cookieName: string;
  secret: string;
  cookieHeader: string | null;
  documentName: string;
}): Promise<TCollaborationContext> {
  const token = readSessionToken(options.cookieHeader ?? undefined, options.cookieName, options.secret);
  const user = token ? await loadSessionUser(options.database, token) : null;
  if (!user) throw new Error('unauthorized');
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(options.documentName)) throw new Error('not found');
  const blog = await loadBlog(options.database.db, options.documentName);
  authorize(user, 'read', blog);
  await requirePageFlag(options, user.id, 'docs', Boolean(blog.teamId));
  return { user };
}
