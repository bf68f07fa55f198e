import { eq } from 'drizzle-orm';
import type { TSessionUser } from '../auth/sessionUser';
import type { FlagService } from '../flags/flagService';
import type { TDatabase } from '../db/database';
import { blogs } from '../db/schema/blogs';
import { readSessionToken } from '../auth/sessionToken';
import { authorizeBlog } from '../policies/blog';
import { requirePageFlag } from '../policies/pageFlag';
import { loadSessionUser } from '../queries/sessionUserLoader';

/** What a collaboration connection knows about its person once authenticated (names the caret). */
export type TCollaborationContext = { user: TSessionUser };

/**
 * A WebSocket may open a doc only with a live session cookie (the same one-query check as the API,
 * not better-auth's full getSession) and only when the blog policy lets that person open the doc:
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
  const [blog] = await options.database.db.select().from(blogs).where(eq(blogs.id, options.documentName)).limit(1);
  const allowed = await authorizeBlog(options.database.db, user, blog);
  await requirePageFlag(options, user.id, 'docs', Boolean(allowed.teamId));
  return { user };
}
