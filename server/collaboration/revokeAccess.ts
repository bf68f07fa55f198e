import { eq } from 'drizzle-orm';
import type { Hocuspocus } from '@hocuspocus/server';
import type { Db } from '../db/database';
import { blogs } from '../db/schema/blogs';
import { Blog, can } from '../policies';
import { loadTeamMemberships } from '../queries/teamMembershipsLoader';
import type { TCollaborationContext } from './authenticateConnection';

/** Hocuspocus' "Forbidden" close: the provider stops editing that doc; opening it again re-authenticates. */
const ACCESS_REVOKED = { code: 4403, reason: 'You no longer have access to this doc.' };

/**
 * A socket is authorized once, when it opens a doc. After someone loses access (removed from a
 * team), their memberships are read again and their connections to open docs checked with the blog
 * rule, closed where it now refuses them; docs they still reach (their own) stay open.
 */
export async function revokeCollaborationAccess(hocuspocus: Hocuspocus<TCollaborationContext>, db: Db, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const teamsOf = new Map(await Promise.all(userIds.map(async (id) => [id, await loadTeamMemberships(db, id)] as const)));
  for (const [blogId, document] of hocuspocus.documents) {
    const connections = document.getConnections().filter((connection) => userIds.includes(connection.context.user.id));
    if (connections.length === 0) continue;
    const [blog] = await db.select().from(blogs).where(eq(blogs.id, blogId)).limit(1);
    for (const connection of connections) {
      const user = { ...connection.context.user, teams: teamsOf.get(connection.context.user.id) ?? [] };
      if (!blog || !can(user, 'read', Blog.of(blog))) connection.close(ACCESS_REVOKED);
    }
  }
}
